import { frameProfile as frameProfileEntity } from '@fotoobraz/domain';
import type { EntityRepository } from '../../../repositories/entity.repository.ts';
import type { RowExtension } from '../../../services/entity.service.ts';
import { pieceParcelOfRows, type PieceFields, type PieceRows } from './piece-parts.ts';

type Nested = { id: number } & Record<string, unknown>;

const nested = (value: unknown): Nested | null =>
  value && typeof value === 'object' && 'id' in value ? (value as Nested) : null;

/**
 * Adds `parcel` to every crafted product's answer: what one copy brings to a parcel (its sides,
 * depth, weight and glass), so that the order form and the basket price the ways of delivery by
 * the same rule the order is checked with. The relations are nested already; the frames'
 * profiles (nested one level deeper) are read once for all the rows. A write's answer has its
 * parcel from the rows it has just read.
 */
export const craftedParcels =
  (entities: EntityRepository): RowExtension =>
  async (_caller, rows) => {
    const profileIdOf = (row: Record<string, unknown>) =>
      nested(nested(row.frame)?.frameProfile)?.id;
    const asked = rows.filter((row) => row.parcel === undefined);
    const ids = [...new Set(asked.flatMap((row) => profileIdOf(row) ?? []))];
    const profiles = new Map(
      (await entities.findManyByIds(frameProfileEntity, ids, { kind: 'all' })).map((p) => [
        p.id,
        p,
      ]),
    );
    for (const row of asked) {
      const profileId = profileIdOf(row);
      const parts: PieceRows = {
        printMedia: nested(row.printMedia),
        glass: nested(row.glass),
        pasparta: nested(row.pasparta),
        frameProfile: profileId === undefined ? null : (profiles.get(profileId) ?? null),
      };
      (row as Record<string, unknown>).parcel = pieceParcelOfRows(row as PieceFields, parts);
    }
  };
