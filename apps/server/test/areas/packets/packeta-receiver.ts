import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';

import { XMLParser } from 'fast-xml-parser';
import { listenOnLoopback } from '../../helpers/loopback.ts';

/** What the receiver does with a createPacket of one order number (default: creates it). */
export type Script = 'refuse' | 'hang' | 'busy';

export interface ReceivedCall {
  method: string;
  body: Record<string, unknown>;
  xml: string;
}

const parser = new XMLParser({ parseTagValue: false, ignoreAttributes: true });

const ok = (result: string) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<response><status>ok</status><result>${result}</result></response>`;

/** A PDF small enough to read back: it names the packets and the format it was asked for. */
export const labelPdf = (ids: readonly string[], format: string): Buffer =>
  Buffer.from(`%PDF-1.4\n% labels ${ids.join(',')} ${format}\n%%EOF\n`, 'latin1');

/**
 * Packeta's XML REST API on loopback, answering as its documentation shows: createPacket gives
 * the packet's id and barcode (or, as scripted for an order number, a PacketAttributesFault, no
 * answer at all, or a 503 once); packetStatus the status code set for a packet; the label calls
 * a base64 PDF. It keeps every call it got.
 */
export const startPacketaReceiver = async () => {
  const calls: ReceivedCall[] = [];
  const scripts = new Map<string, Script[]>();
  const statuses = new Map<string, number>();
  const created = new Map<string, { id: string; barcode: string }>();
  const sockets = new Set<Socket>();
  let nextId = 1234567890;
  const server: Server = createServer((req, res) => {
    let xml = '';
    req.on('data', (chunk: Buffer) => (xml += chunk.toString('utf8')));
    req.on('end', () => {
      const tree = parser.parse(xml) as Record<string, Record<string, unknown>>;
      const method = Object.keys(tree).find((k) => k !== '?xml') ?? '';
      const body = tree[method] ?? {};
      calls.push({ method, body, xml });
      const send = (text: string, status = 200) => {
        res.writeHead(status, { 'Content-Type': 'text/xml; charset=utf-8' });
        res.end(text);
      };
      if (method === 'createPacket') {
        const attributes = body.packetAttributes as Record<string, string>;
        const script = scripts.get(attributes.number)?.shift();
        if (script === 'hang') return; // no answer: the client times out
        if (script === 'busy') return send('Service Unavailable', 503);
        if (script === 'refuse') {
          return send(
            '<?xml version="1.0" encoding="utf-8"?>\n<response><status>fault</status>' +
              '<fault>PacketAttributesFault</fault><string>Invalid packet attributes</string>' +
              '<detail><attributes><fault><name>addressId</name>' +
              '<fault>Unknown addressId: the pick-up point does not exist</fault></fault>' +
              '</attributes></detail></response>',
          );
        }
        const id = String(nextId++);
        const packet = { id, barcode: `Z${id}` };
        created.set(attributes.number, packet);
        return send(
          ok(
            `<id>${id}</id><barcode>${packet.barcode}</barcode><barcodeText>Z ${id.slice(0, 3)} ${id.slice(3, 7)} ${id.slice(7)}</barcodeText>`,
          ),
        );
      }
      if (method === 'packetStatus') {
        const code = statuses.get(String(body.packetId)) ?? 1;
        return send(
          ok(
            `<dateTime>2026-11-29T10:00:00</dateTime><statusCode>${code}</statusCode>` +
              `<codeText>status ${code}</codeText><statusText>Stav ${code}</statusText>`,
          ),
        );
      }
      if (method === 'packetLabelPdf' || method === 'packetsLabelsPdf') {
        const ids =
          method === 'packetLabelPdf'
            ? [String(body.packetId)]
            : ([] as unknown[]).concat((body.packetIds as { id: unknown }).id).map(String);
        return send(ok(labelPdf(ids, String(body.format)).toString('base64')));
      }
      send('<response><status>fault</status><fault>UnknownMethod</fault></response>');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const listening = await listenOnLoopback(server);
  return {
    url: `${listening.origin}/api/rest`,
    calls,
    scripts,
    statuses,
    created,
    /** The createPacket calls naming order `number`. */
    createsOf: (number: string) =>
      calls.filter(
        (c) =>
          c.method === 'createPacket' &&
          (c.body.packetAttributes as Record<string, string>).number === number,
      ),
    close: () => {
      for (const socket of sockets) socket.destroy();
      return listening.close();
    },
  };
};

export type PacketaReceiver = Awaited<ReturnType<typeof startPacketaReceiver>>;
