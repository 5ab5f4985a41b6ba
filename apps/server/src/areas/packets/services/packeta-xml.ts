import { XMLParser } from 'fast-xml-parser';
import { xmlText } from '../../../lib/xml-text.ts';

/** A value of a request: text, a number, a nested element, or a list repeated under one name. */
export type XmlValue =
  string | number | XmlElement | { repeat: string; items: readonly XmlValue[] };
export interface XmlElement {
  [name: string]: XmlValue | undefined;
}

const element = (name: string, value: XmlValue): string => {
  if (typeof value === 'string' || typeof value === 'number') {
    return `<${name}>${xmlText(String(value))}</${name}>`;
  }
  if ('repeat' in value && typeof value.repeat === 'string') {
    const list = value as { repeat: string; items: readonly XmlValue[] };
    return `<${name}>${list.items.map((item) => element(list.repeat, item)).join('')}</${name}>`;
  }
  return `<${name}>${children(value as XmlElement)}</${name}>`;
};

const children = (values: XmlElement): string =>
  Object.entries(values)
    .filter((entry): entry is [string, XmlValue] => entry[1] !== undefined)
    .map(([name, value]) => element(name, value))
    .join('');

/**
 * A request of Packeta's XML REST API: the method's element with the API password first, as
 * its documentation writes them.
 * @example packetaRequest('packetStatus', 'secret', { packetId: '123' }) // -> '<?xml …?><packetStatus><apiPassword>secret</apiPassword><packetId>123</packetId></packetStatus>'
 */
export const packetaRequest = (method: string, password: string, body: XmlElement): string =>
  `<?xml version="1.0" encoding="utf-8"?>${element(method, { apiPassword: password, ...body })}`;

/** A Packeta answer: ok with its result, or a fault with its name, detail and attribute faults. */
export type PacketaAnswer =
  | { status: 'ok'; result: unknown }
  | { status: 'fault'; fault: string; string: string; detail: string[] };

const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
});

const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

const listOf = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The faults of single attributes (`<attributes><fault><name>…</name><fault>…</fault>`). */
const attributeFaults = (detail: unknown): string[] => {
  if (!detail || typeof detail !== 'object') return textOf(detail) ? [textOf(detail)] : [];
  const attributes = (detail as Record<string, unknown>).attributes;
  if (!attributes || typeof attributes !== 'object') return [];
  return listOf((attributes as Record<string, unknown>).fault).map((fault) => {
    const f = (fault ?? {}) as Record<string, unknown>;
    const name = textOf(f.name);
    const text = textOf(f.fault);
    return name ? `${name}: ${text}` : text;
  });
};

/**
 * Reads an answer of Packeta's API (`<response><status>ok</status><result>…</result></response>`
 * or `<status>fault</status>` with `<fault>`, `<string>` and `<detail>`). Undefined when the
 * text is not such an answer.
 */
export const readPacketaAnswer = (xml: string): PacketaAnswer | undefined => {
  let tree: unknown;
  try {
    tree = parser.parse(xml);
  } catch {
    return undefined;
  }
  const response = (tree as Record<string, unknown> | undefined)?.response;
  if (!response || typeof response !== 'object') return undefined;
  const r = response as Record<string, unknown>;
  const status = textOf(r.status);
  if (status === 'ok') return { status: 'ok', result: r.result };
  if (status === 'fault') {
    return {
      status: 'fault',
      fault: textOf(r.fault),
      string: textOf(r.string),
      detail: attributeFaults(r.detail),
    };
  }
  return undefined;
};

/** A field of an ok answer's result, as text. */
export const resultField = (result: unknown, name: string): string =>
  result && typeof result === 'object' ? textOf((result as Record<string, unknown>)[name]) : '';
