import {
  CarrierCallError,
  type Carrier,
  type CreatePacketAnswer,
  type LabelFormat,
  type PacketRequest,
  type PacketStatus,
} from './carrier.ts';
import {
  packetaRequest,
  readPacketaAnswer,
  resultField,
  type PacketaAnswer,
  type XmlElement,
} from './packeta-xml.ts';

/** Network failures that happen before a request is sent: nothing reached Packeta. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** Answers by which the server says it did not take the request: it may be repeated. */
const NOT_TAKEN = new Set([429, 503]);

/** Packeta's label formats (packetLabelPdf's `format`): one label a page, or four on an A4 sheet. */
const FORMATS: Record<LabelFormat, string> = { A6: 'A6 on A6', A4: 'A6 on A4' };

/** Packeta's faults in the owner's words; any other is named as Packeta names it. */
const FAULTS: Record<string, string> = {
  PacketAttributesFault: 'Packeta odmietla údaje zásielky',
  IncorrectApiPasswordFault: 'Packeta neprijala heslo API (PACKETA_API_PASSWORD)',
  SenderNotExists: 'Packeta nepozná odosielateľa (eshop)',
};

const codeOf = (error: unknown): string | undefined => {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
};

const faultReason = (answer: Extract<PacketaAnswer, { status: 'fault' }>): string => {
  const prefix = FAULTS[answer.fault] ?? `Packeta zásielku odmietla (${answer.fault || 'chyba'})`;
  const why = answer.detail.length > 0 ? answer.detail.join('; ') : answer.string;
  return why ? `${prefix}: ${why}` : prefix;
};

/**
 * Packeta's XML REST API (docs.packetery.com): each call is a POST of one XML element named as
 * the method, with the API password, to the API's URL (`PACKETA_API_URL`); the answer is
 * `<response><status>ok</status><result>…</result></response>` or a fault. Binary results (the
 * labels' PDF) come base64-encoded in `<result>`.
 * @example await new PacketaHttpCarrier('https://www.zasilkovna.cz/api/rest', password).packetStatus('1234567890')
 */
export class PacketaHttpCarrier implements Carrier {
  constructor(
    private readonly url: string,
    private readonly password: string,
    private readonly timeoutMs = 30_000,
  ) {}

  async createPacket(request: PacketRequest): Promise<CreatePacketAnswer> {
    const attributes: XmlElement = {
      number: request.number,
      name: request.name,
      surname: request.surname,
      email: request.email ?? undefined,
      phone: request.phone ?? undefined,
      addressId: request.addressId,
      currency: 'EUR',
      value: request.value,
      weight: request.weightKg,
      ...(request.address
        ? {
            street: request.address.street,
            houseNumber: request.address.houseNumber || undefined,
            city: request.address.city,
            zip: request.address.zip,
          }
        : {}),
    };
    const answer = await this.call('createPacket', { packetAttributes: attributes });
    if (answer.status === 'fault') return { outcome: 'refused', reason: faultReason(answer) };
    const packetId = resultField(answer.result, 'id');
    const barcode = resultField(answer.result, 'barcode');
    if (!packetId || !barcode) {
      throw new CarrierCallError('Packeta answered ok without the packet id and barcode', true);
    }
    return {
      outcome: 'created',
      packetId,
      barcode,
      barcodeText: resultField(answer.result, 'barcodeText') || barcode,
    };
  }

  async packetStatus(packetId: string): Promise<PacketStatus> {
    const answer = await this.call('packetStatus', { packetId });
    if (answer.status === 'fault') throw new CarrierCallError(faultReason(answer), false);
    const code = Number(resultField(answer.result, 'statusCode'));
    if (!Number.isInteger(code)) {
      throw new CarrierCallError('Packeta answered a status without its code', false);
    }
    return {
      code,
      text:
        resultField(answer.result, 'statusText') || resultField(answer.result, 'codeText') || '',
      at: resultField(answer.result, 'dateTime') || null,
    };
  }

  async labelsPdf(packetIds: readonly string[], format: LabelFormat): Promise<Buffer> {
    const answer =
      packetIds.length === 1
        ? await this.call('packetLabelPdf', {
            packetId: packetIds[0]!,
            format: FORMATS[format],
            offset: 0,
          })
        : await this.call('packetsLabelsPdf', {
            packetIds: { repeat: 'id', items: [...packetIds] },
            format: FORMATS[format],
            offset: 0,
          });
    if (answer.status === 'fault') throw new CarrierCallError(faultReason(answer), false);
    const pdf = Buffer.from(typeof answer.result === 'string' ? answer.result : '', 'base64');
    if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
      throw new CarrierCallError('Packeta answered labels that are not a PDF', false);
    }
    return pdf;
  }

  private async call(method: string, body: XmlElement): Promise<PacketaAnswer> {
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: { 'Content-Type': 'text/xml; charset=utf-8' },
        body: packetaRequest(method, this.password, body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const code = codeOf(error);
      const sent = !(code && NOT_SENT.has(code));
      const why = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : code;
      throw new CarrierCallError(`Packeta ${method}: ${why ?? String(error)}`, sent);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new CarrierCallError(`Packeta ${method}: the answer was lost (${String(error)})`, true);
    }
    if (NOT_TAKEN.has(response.status)) {
      throw new CarrierCallError(`Packeta ${method} answered ${response.status}`, false);
    }
    const answer = response.ok ? readPacketaAnswer(text) : undefined;
    if (!answer) {
      throw new CarrierCallError(
        `Packeta ${method} answered ${response.status}: ${text.slice(0, 200)}`,
        true,
      );
    }
    return answer;
  }
}
