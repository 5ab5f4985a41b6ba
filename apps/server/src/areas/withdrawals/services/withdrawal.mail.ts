import {
  button,
  facts,
  factsText,
  heading,
  html,
  letter,
  paragraph,
} from '../../../services/mail-layout.ts';
import type { MailContent } from '../../../services/mail-layout.ts';

export interface WithdrawalMailData {
  /** The acknowledgement's words, the same the attached PDF carries. */
  title: string;
  intro: string;
  facts: readonly (readonly [string, string])[];
  lines: readonly string[];
  nextSteps: readonly string[];
  /** The signed link that downloads the acknowledgement again without signing in. */
  downloadUrl: string;
  shopName: string;
  publicUrl: string;
}

/**
 * Acknowledges a withdrawal at once; the caller attaches its PDF, the durable medium.
 * @example withdrawalMail({ title: 'Potvrdenie o odstúpení od zmluvy – objednávka č. 4711', … }).subject // -> 'Potvrdenie o odstúpení od zmluvy – objednávka č. 4711'
 */
export const withdrawalMail = (d: WithdrawalMailData): MailContent => {
  const intro = d.intro.charAt(0).toUpperCase() + d.intro.slice(1);
  const attached = 'Potvrdenie vám posielame aj v prílohe ako PDF. Stiahnuť si ho môžete aj tu:';
  return letter({
    subject: d.title,
    shopName: d.shopName,
    publicUrl: d.publicUrl,
    body: html`${paragraph(intro)}
      <ul>
        ${d.lines.map((line) => html`<li>${line}</li>`)}
      </ul>
      ${facts(d.facts)}${heading('Čo bude nasledovať')}${d.nextSteps.map((step) =>
        paragraph(step),
      )}${paragraph(attached)}${button(d.downloadUrl, 'Stiahnuť potvrdenie (PDF)')}`,
    text: [
      intro,
      ...d.lines.map((line) => `- ${line}`),
      '',
      factsText(d.facts),
      '',
      'Čo bude nasledovať',
      ...d.nextSteps,
      '',
      attached,
      d.downloadUrl,
    ],
    addressInText: true,
  });
};
