import { PAGED, VISITOR_OWNER_FIELDS, customerData, defineEntity } from './entity.ts';
import { blob, instant, integer, long, relation, string, text } from './fields.ts';

/** A customer's uploaded photo as the shop judged it; the original bytes are its FullPhoto. */
export const photo = defineEntity({
  name: 'photo',
  apiPath: 'photos',
  route: 'photo',
  table: 'photo',
  label: 'Fotografia',
  labelPlural: 'Fotografie',
  display: 'title',
  access: customerData({ create: 'anyone', update: 'owner', ownership: 'visitor' }),
  list: PAGED(),
  fields: {
    uploaded: instant('Nahraná', { serverOwned: true, onCreate: 'now' }),
    usrid: VISITOR_OWNER_FIELDS.usrid,
    thumb: blob('Náhľad', 'small', { serverOwned: true }),
    fileSize: long('Veľkosť súboru', { serverOwned: true }),
    height: integer('Výška (px)', { serverOwned: true }),
    width: integer('Šírka (px)', { serverOwned: true }),
    title: string('Názov', { required: true }),
    printableStatus: string('Vhodnosť na tlač', { maxLength: 1, serverOwned: true }),
    fullfotoid: long('Originál (id)', { serverOwned: true }),
    ratio: string('Pomer strán', { maxLength: 10, serverOwned: true }),
    orientation: string('Orientácia', { maxLength: 1, serverOwned: true }),
    analysis: text('Analýza', { serverOwned: true }),
    analysisDisp: text('Analýza (zobrazenie)', { serverOwned: true }),
    odkazPreStrojnika: text('Odkaz pre strojníka'),
    quality: string('Kvalita', { serverOwned: true }),
    thumbHeight: integer('Výška náhľadu', { serverOwned: true }),
    thumbWidth: integer('Šírka náhľadu', { serverOwned: true }),
    sid: VISITOR_OWNER_FIELDS.sid,
    album: relation('Album', 'album', 'title'),
    /**
     * Where the original stands when a working copy came first: U on its way, V
     * arrived and verified, R refused. Empty: the original came with the upload itself.
     */
    originalStatus: string('Originál', { maxLength: 1, serverOwned: true }),
  },
});
