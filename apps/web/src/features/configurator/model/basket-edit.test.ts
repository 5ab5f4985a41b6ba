import { describe, expect, it } from 'vitest';
import { craftedOf, photoOf } from '../../../../test/support/fake-shop';
import { wizardStateOfPiece } from './basket-edit';
import { NO_CONTACT, STEP } from './wizard-state';

const contact = { ...NO_CONTACT, email: 'jana@example.sk' };
const canvas = craftedOf(photoOf('Y'));

describe("a basket piece opened again in the wizard ('Upraviť')", () => {
  it('a cropped photo product: step 2 on the same piece, its crop and choices, the contact kept', () => {
    const state = wizardStateOfPiece(
      {
        ...canvas,
        id: 41,
        photo: { id: 7 } as typeof canvas.photo,
        printMedia: { id: 12 } as typeof canvas.printMedia,
        copies: 3,
        cropX: 10,
        cropY: 20,
        cropWidth: 900,
        cropHeight: 600,
      },
      contact,
    );
    expect(state).toMatchObject({
      step: STEP.configure,
      source: { kind: 'photo', id: 7 },
      editionMode: false,
      photoOnly: false,
      cropStep: true,
      crop: { x: 10, y: 20, width: 900, height: 600 },
      craftedId: 41,
      savedKey: null,
      contact,
      choices: { productEnum: 'PHOTOCANVAS', productConfigId: 21, printMediaId: 12, copies: 3 },
    });
  });

  it('a plain print keeps its size and the print-as-it-is path; an edition opens in edition mode', () => {
    expect(
      wizardStateOfPiece(
        {
          ...canvas,
          productEnum: 'PLAINPHOTO',
          photo: { id: 7 } as typeof canvas.photo,
          photoOnlyWidth: 30,
          photoOnlyHeight: 20,
        },
        contact,
      ),
    ).toMatchObject({
      photoOnly: true,
      crop: null,
      cropStep: false,
      choices: { photoOnlyWidth: 30, photoOnlyHeight: 20 },
    });
    expect(
      wizardStateOfPiece(
        { ...canvas, photo: null, internalImage: { id: 3 } as typeof canvas.internalImage },
        contact,
      ),
    ).toMatchObject({ source: { kind: 'edition', id: 3 }, editionMode: true });
  });

  it('a piece without a picture cannot be opened', () => {
    expect(wizardStateOfPiece({ ...canvas, photo: null, internalImage: null }, contact)).toBeNull();
  });
});
