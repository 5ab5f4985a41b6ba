/** What every template returns: ready for OutboxRepository.enqueue with a recipient. */
export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

/** Markup that is already safe: made only by the `html` tag below, never from raw input. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text made safe for HTML content and attribute values.
 * @example escapeHtml('<b>"Tom & Jerry"</b>') // -> '&lt;b&gt;&quot;Tom &amp; Jerry&quot;&lt;/b&gt;'
 */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

const render = (value: unknown): string => {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
};

/**
 * A template literal tag that escapes every interpolated value unless it is SafeHtml (a nested
 * `html` fragment); arrays are joined, and null, undefined and false render as nothing. So
 * customer text can only ever appear as text.
 * @example html`<p>${'<script>'}</p>`.value // -> '<p>&lt;script&gt;</p>'
 */
export const html = (strings: TemplateStringsArray, ...values: unknown[]): SafeHtml =>
  new SafeHtml(
    strings.reduce((out, s, i) => out + s + (i < values.length ? render(values[i]) : ''), ''),
  );

const FONT = 'font-family:Helvetica,Arial,sans-serif;';

/**
 * A link styled as a button; `href` must be an http(s) URL the server built.
 * @example button('https://fotoobraz.sk/account/activate?key=abc', 'Aktivovať účet')
 */
export const button = (href: string, label: string): SafeHtml => {
  if (!/^https?:\/\//.test(href)) throw new Error(`not an http(s) link: ${href}`);
  return html`<p style="margin:24px 0;">
    <a
      href="${href}"
      style="${FONT}display:inline-block;background:#234a7d;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 22px;border-radius:4px;"
      >${label}</a
    >
  </p>`;
};

/**
 * A two-column table of labels and values (the values escaped like any other text).
 * @example facts([['Variabilný symbol', '4711'], ['Suma', '118,25 €']])
 */
export const facts = (rows: readonly (readonly [string, string])[]): SafeHtml =>
  html`<table
    role="presentation"
    cellpadding="0"
    cellspacing="0"
    style="border-collapse:collapse;width:100%;margin:8px 0 16px;"
  >
    ${rows.map(
      ([label, value]) =>
        html`<tr>
          <td
            style="${FONT}width:150px;font-size:14px;color:#5f6670;padding:6px 16px 6px 0;border-bottom:1px solid #e3e6ea;vertical-align:top;white-space:nowrap;"
          >
            ${label}
          </td>
          <td
            style="${FONT}font-size:14px;color:#1f2328;font-weight:bold;padding:6px 0;border-bottom:1px solid #e3e6ea;"
          >
            ${value}
          </td>
        </tr>`,
    )}
  </table>`;

/** The same rows as plain text, one 'Label: value' per line. */
export const factsText = (rows: readonly (readonly [string, string])[]): string =>
  rows.map(([label, value]) => `${label}: ${value}`).join('\n');

export const paragraph = (content: SafeHtml | string): SafeHtml =>
  html`<p style="${FONT}font-size:15px;line-height:1.5;color:#1f2328;margin:0 0 14px;">
    ${content}
  </p>`;

export const heading = (text: string): SafeHtml =>
  html`<h2 style="${FONT}font-size:16px;color:#234a7d;margin:22px 0 4px;">${text}</h2>`;

/**
 * The whole HTML document of a mail: a centred 600 px column with the shop's name on top and a
 * footer, inline-styled as mail clients need.
 * @example mailDocument({ title: 'Objednávka č. 4711', shopName: 'Fotoobraz', publicUrl: 'https://fotoobraz.sk', body: paragraph('Dobrý deň,') })
 */
export const mailDocument = (page: {
  title: string;
  shopName: string;
  publicUrl?: string;
  body: SafeHtml;
}): string =>
  html`<!DOCTYPE html>
    <html lang="sk">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${page.title}</title>
      </head>
      <body style="margin:0;padding:0;background:#f2f4f7;">
        <table
          role="presentation"
          width="100%"
          cellpadding="0"
          cellspacing="0"
          style="background:#f2f4f7;"
        >
          <tr>
            <td align="center" style="padding:24px 12px;">
              <table
                role="presentation"
                width="600"
                cellpadding="0"
                cellspacing="0"
                style="max-width:600px;width:100%;background:#ffffff;border-radius:6px;"
              >
                <tr>
                  <td
                    style="${FONT}padding:20px 28px;border-bottom:3px solid #234a7d;font-size:22px;font-weight:bold;color:#234a7d;"
                  >
                    ${page.shopName}
                  </td>
                </tr>
                <tr>
                  <td style="padding:24px 28px 12px;">${page.body}</td>
                </tr>
                <tr>
                  <td
                    style="${FONT}padding:16px 28px 24px;font-size:12px;color:#5f6670;border-top:1px solid #e3e6ea;"
                  >
                    ${page.shopName}${page.publicUrl ? html` · <a href="${page.publicUrl}" style="color:#5f6670;">${page.publicUrl.replace(/^https?:\/\//, '')}</a>` : ''}
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html> `.value;

/** Where the withdrawal function lives, the web's `/odstupenie-od-zmluvy`. */
const WITHDRAWAL_PATH = '/odstupenie-od-zmluvy';

/**
 * The withdrawal function's address for an order: the page opens with its number filled in, and
 * with the link's signature (`signature`) it opens the order without asking for its e-mail.
 * @example withdrawalUrl('https://fotoobraz.sk/', '4711') // -> 'https://fotoobraz.sk/odstupenie-od-zmluvy?objednavka=4711'
 */
export const withdrawalUrl = (publicUrl: string, orderNumber: string, signature?: string): string =>
  `${publicUrl.replace(/\/+$/, '')}${WITHDRAWAL_PATH}?objednavka=${encodeURIComponent(orderNumber)}${
    signature ? `&podpis=${encodeURIComponent(signature)}` : ''
  }`;

const WITHDRAWAL_LINK_LABEL = 'Odstúpiť od zmluvy';
const WITHDRAWAL_HINT = 'Ak chcete od zmluvy odstúpiť, použite formulár na našej stránke:';

/** The order's withdrawal link, a quiet paragraph above the signature. */
const withdrawalParagraph = (url: string): SafeHtml =>
  paragraph(
    html`${WITHDRAWAL_HINT} <a href="${url}" style="color:#234a7d;">${WITHDRAWAL_LINK_LABEL}</a>`,
  );

/**
 * A mail as the shop writes them all: 'Dobrý deň,', the content, then 'S pozdravom' and the
 * shop's name, both in HTML and as plain text. The plain text is signed with the shop's address
 * too when `addressInText` is set. A mail of a consumer's order (`orderNumber`) ends with the link
 * 'Odstúpiť od zmluvy', which the law wants at hand in every order mail, signed
 * (`withdrawalSignature`) so that it opens the order without its e-mail; a company's
 * (`companyBuyer`) does not, a company having no right of withdrawal.
 * @example letter({ subject: 'Objednávka č. 4711', shopName: 'Fotoobraz', publicUrl: 'https://fotoobraz.sk', body: paragraph('Ďakujeme.'), text: ['Ďakujeme.'] }).text // -> 'Dobrý deň,\n\nĎakujeme.\n\nS pozdravom\nFotoobraz\n'
 */
export const letter = (mail: {
  subject: string;
  shopName: string;
  publicUrl: string;
  body: SafeHtml;
  text: readonly string[];
  addressInText?: boolean;
  orderNumber?: string;
  withdrawalSignature?: string;
  companyBuyer?: boolean;
}): MailContent => {
  const { subject, shopName, publicUrl, orderNumber } = mail;
  const withdrawal =
    orderNumber === undefined || mail.companyBuyer
      ? null
      : withdrawalUrl(publicUrl, orderNumber, mail.withdrawalSignature);
  const body = html`${paragraph('Dobrý deň,')}${mail.body}${
    withdrawal && withdrawalParagraph(withdrawal)
  }${paragraph(html`S pozdravom<br />${shopName}`)}`;
  const signature = mail.addressInText ? [shopName, publicUrl] : [shopName];
  const withdrawalText = withdrawal
    ? ['', WITHDRAWAL_HINT, `${WITHDRAWAL_LINK_LABEL}: ${withdrawal}`]
    : [];
  return {
    subject,
    html: mailDocument({ title: subject, shopName, publicUrl, body }),
    text: [
      'Dobrý deň,',
      '',
      ...mail.text,
      ...withdrawalText,
      '',
      'S pozdravom',
      ...signature,
      '',
    ].join('\n'),
  };
};
