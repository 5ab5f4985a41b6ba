import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { alertMessage, hasAlert } from './alert-message';
import { loadLabels, NO_LABELS } from './labels';

const t = i18next.t.bind(i18next);
const headers = (alert: string, params: string) =>
  new Headers({ 'X-fotoobrazApp-alert': alert, 'X-fotoobrazApp-params': params });

describe('alertMessage (success toasts from X-fotoobrazApp-alert)', () => {
  it.each([
    ['fotoobrazApp.frame.created', '7', 'Záznam „Rám“ s ID 7 bol vytvorený.'],
    ['fotoobrazApp.printMedia.updated', '3', 'Záznam „Tlačové médium“ s ID 3 bol upravený.'],
    // An order's row id is no number its customer knows: the toast names none.
    ['fotoobrazApp.order.updated', '12', 'Objednávka je uložená.'],
    ['fotoobrazApp.order.deleted', '12', 'Objednávka je zmazaná.'],
  ])('%s with params %s', async (alert, params, text) => {
    expect(alertMessage(headers(alert, params), t, await loadLabels())).toBe(text);
  });

  it('decodes URL-encoded params as JHipster servers send them', async () => {
    expect(alertMessage(headers('fotoobrazApp.frame.updated', 'R%C3%A1m+1'), t, NO_LABELS)).toBe(
      'Záznam „frame“ s ID Rám 1 bol upravený.',
    );
  });

  it('a key that sk.json knows is translated directly', () => {
    expect(alertMessage(headers('login.messages.error.authentication', ''), t, NO_LABELS)).toBe(
      'Nepodarilo sa prihlásiť! Skontrolujte prihlasovacie údaje a skúste to znova.',
    );
  });

  it('no header, no toast', () => {
    expect(hasAlert(new Headers())).toBe(false);
    expect(alertMessage(new Headers(), t, NO_LABELS)).toBeUndefined();
  });
});
