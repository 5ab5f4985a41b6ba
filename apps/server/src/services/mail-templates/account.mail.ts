import { button, html, mailDocument, paragraph, type MailContent } from './mail-layout.ts';

const originOf = (url: string): string => new URL(url).origin;

/**
 * The link that activates a new account (issue 8).
 * @example activationMail({ login: 'jana', activationUrl: 'https://fotoobraz.sk/account/activate?key=abc', shopName: 'Fotoobraz' }).subject // -> 'Aktivácia účtu – Fotoobraz'
 */
export const activationMail = (d: {
  login: string;
  activationUrl: string;
  shopName: string;
}): MailContent => {
  const subject = `Aktivácia účtu – ${d.shopName}`;
  const intro = `ďakujeme za registráciu. Váš účet s prihlasovacím menom ${d.login} aktivujete týmto odkazom:`;
  const ignore =
    'Ak ste sa neregistrovali, tento e-mail pokojne ignorujte; účet zostane neaktívny.';
  const body = html`${paragraph('Dobrý deň,')}${paragraph(intro)}${button(
    d.activationUrl,
    'Aktivovať účet',
  )}${paragraph(ignore)}${paragraph(html`S pozdravom<br />${d.shopName}`)}`;
  return {
    subject,
    html: mailDocument({
      title: subject,
      shopName: d.shopName,
      publicUrl: originOf(d.activationUrl),
      body,
    }),
    text: [
      'Dobrý deň,',
      '',
      intro,
      d.activationUrl,
      '',
      ignore,
      '',
      'S pozdravom',
      d.shopName,
      '',
    ].join('\n'),
  };
};

/**
 * The link that sets a new password (issue 8).
 * @example passwordResetMail({ login: 'jana', resetUrl: 'https://fotoobraz.sk/account/reset/finish?key=abc', shopName: 'Fotoobraz' }).subject // -> 'Obnovenie hesla – Fotoobraz'
 */
export const passwordResetMail = (d: {
  login: string;
  resetUrl: string;
  shopName: string;
}): MailContent => {
  const subject = `Obnovenie hesla – ${d.shopName}`;
  const intro = `dostali sme žiadosť o obnovenie hesla k účtu ${d.login}. Nové heslo si nastavíte týmto odkazom:`;
  const ignore =
    'Ak ste o obnovenie hesla nežiadali, tento e-mail ignorujte; vaše heslo sa nezmení.';
  const body = html`${paragraph('Dobrý deň,')}${paragraph(intro)}${button(
    d.resetUrl,
    'Nastaviť nové heslo',
  )}${paragraph(ignore)}${paragraph(html`S pozdravom<br />${d.shopName}`)}`;
  return {
    subject,
    html: mailDocument({
      title: subject,
      shopName: d.shopName,
      publicUrl: originOf(d.resetUrl),
      body,
    }),
    text: ['Dobrý deň,', '', intro, d.resetUrl, '', ignore, '', 'S pozdravom', d.shopName, ''].join(
      '\n',
    ),
  };
};
