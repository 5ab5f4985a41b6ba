import {
  button,
  html,
  letter,
  paragraph,
  type MailContent,
} from '../../../services/mail-layout.ts';

/**
 * The one shape of every account mail: a greeting, why it came, a button with a single-use link,
 * what to do if it was not expected. The link is also written out in the text part.
 */
const linkMail = (d: {
  subject: string;
  intro: string;
  url: string;
  action: string;
  ignore: string;
  shopName: string;
}): MailContent =>
  letter({
    subject: d.subject,
    shopName: d.shopName,
    publicUrl: new URL(d.url).origin,
    body: html`${paragraph(d.intro)}${button(d.url, d.action)}${paragraph(d.ignore)}`,
    text: [d.intro, d.url, '', d.ignore],
  });

/**
 * The link that activates a new account.
 * @example activationMail({ login: 'jana', activationUrl: 'https://fotoobraz.sk/account/activate?key=abc', shopName: 'Fotoobraz' }).subject // -> 'Aktivácia účtu – Fotoobraz'
 */
export const activationMail = (d: {
  login: string;
  activationUrl: string;
  shopName: string;
}): MailContent =>
  linkMail({
    subject: `Aktivácia účtu – ${d.shopName}`,
    intro: `ďakujeme za registráciu. Váš účet s prihlasovacím menom ${d.login} aktivujete týmto odkazom:`,
    url: d.activationUrl,
    action: 'Aktivovať účet',
    ignore: 'Ak ste sa neregistrovali, tento e-mail pokojne ignorujte; účet zostane neaktívny.',
    shopName: d.shopName,
  });

/**
 * The link that sets a new password.
 * @example passwordResetMail({ login: 'jana', resetUrl: 'https://fotoobraz.sk/account/reset/finish?key=abc', shopName: 'Fotoobraz' }).subject // -> 'Obnovenie hesla – Fotoobraz'
 */
export const passwordResetMail = (d: {
  login: string;
  resetUrl: string;
  shopName: string;
}): MailContent =>
  linkMail({
    subject: `Obnovenie hesla – ${d.shopName}`,
    intro: `dostali sme žiadosť o obnovenie hesla k účtu ${d.login}. Nové heslo si nastavíte týmto odkazom:`,
    url: d.resetUrl,
    action: 'Nastaviť nové heslo',
    ignore: 'Ak ste o obnovenie hesla nežiadali, tento e-mail ignorujte; vaše heslo sa nezmení.',
    shopName: d.shopName,
  });

/**
 * An account the shop's administrator created: its owner chooses the first password through the
 * same single-use link as a reset (valid 24 hours; after that, 'Zabudli ste heslo?' sends a new one).
 * @example accountCreatedMail({ login: 'jana', resetUrl: 'https://fotoobraz.sk/reset/finish?key=abc', shopName: 'Fotoobraz' }).subject // -> 'Váš nový účet – Fotoobraz'
 */
export const accountCreatedMail = (d: {
  login: string;
  resetUrl: string;
  shopName: string;
}): MailContent =>
  linkMail({
    subject: `Váš nový účet – ${d.shopName}`,
    intro: `v obchode ${d.shopName} sme pre vás založili účet s prihlasovacím menom ${d.login}. Heslo si nastavíte týmto odkazom, ktorý platí 24 hodín:`,
    url: d.resetUrl,
    action: 'Nastaviť heslo',
    ignore:
      'Ak odkaz medzitým vyprší, nový si vyžiadate odkazom „Zabudli ste heslo?“ pri prihlásení. Ak ste o účet nežiadali, tento e-mail ignorujte.',
    shopName: d.shopName,
  });
