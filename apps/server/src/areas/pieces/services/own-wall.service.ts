import {
  craftedProduct as craftedProductEntity,
  findSheet,
  MAX_ORIGINAL_BYTES,
  PIECE_OUT_OF_VIEW_TEXT,
  PieceOutOfView,
  scaleCorners,
  wallPlaneOf,
  type OwnWallAt,
  type OwnWallSheet,
  type Point,
  type ProposedSheet,
  type SheetCorners,
} from '@fotoobraz/domain';
import type { Caller } from '../../../lib/caller.ts';
import type { Clock } from '../../../lib/clock.ts';
import { notFound, Problem } from '../../../lib/problem.ts';
import type { EntityRepository } from '../../../repositories/entity.repository.ts';
import type { DecodedWall, ImageRepository } from '../../../repositories/image.repository.ts';
import type { OwnWallRepository } from '../repositories/own-wall.repository.ts';
import type { RenderedOwnWall } from '../rendering/preview.renderer.ts';
import { isAdmin } from '../../../lib/caller.ts';
import { readScope } from '../../../services/access-policy.ts';
import { ordered } from './crafted-product.service.ts';
import type { CraftedProductPreviews } from './crafted-product.preview.ts';
import { photoRefusal, refuseUndecodable, refuseUnreadableHeader } from './photo-judgement.ts';

export interface OwnWallPlacementAnswer {
  width: number;
  height: number;
  sheet: { corners: Point[] };
  at: { x: number; y: number };
}

export interface OwnWallDeps {
  entities: Pick<EntityRepository, 'findCraftedProduct'>;
  walls: OwnWallRepository;
  images: Pick<ImageRepository, 'decodeWall'>;
  previews: Pick<CraftedProductPreviews, 'onOwnWall'>;
  now: Clock;
}

/** A refusal of the wall's geometry: the key `error.ownwall.<key>` and a Slovak sentence. */
const wallProblem = (key: string, title: string, detail: string, status = 400): Problem =>
  new Problem({ status, title, message: `error.ownwall.${key}`, body: { detail } });

/**
 * The piece on the customer's own wall: a photo of the wall with an A4 sheet taped to it. The
 * sheet's corners fix the wall's plane and scale; the piece is drawn there at its true size by
 * the preview renderer. The wall is kept (upright, at most 2400 px long) with the corners and the
 * piece's centre, so a changed configuration redraws it without a new upload; the owner's rules
 * are the piece's: read to see it, write until it is ordered (an admin always).
 */
export class OwnWallService {
  constructor(private readonly deps: OwnWallDeps) {}

  /** The sheet found on a wall photo (corners in its upright pixels), or null; nothing is kept. */
  async proposeSheet(caller: Caller, id: number, jpeg: Buffer): Promise<ProposedSheet> {
    await this.readablePiece(caller, id);
    const wall = await this.decoded(jpeg);
    const found = findSheet(wall.grey);
    const toPhoto = wall.width / wall.grey.width;
    return {
      width: wall.width,
      height: wall.height,
      corners: found
        ? scaleCorners(found, toPhoto).map(([x, y]) => [round1(x), round1(y)] as [number, number])
        : null,
    };
  }

  /** Keeps the wall, its sheet and the piece's place (replacing any before) and draws the view. */
  async place(
    caller: Caller,
    id: number,
    input: { jpeg: Buffer; sheet: OwnWallSheet; at: OwnWallAt },
  ): Promise<RenderedOwnWall> {
    const piece = await this.readablePiece(caller, id);
    if (!isAdmin(caller) && piece.ordered) throw ordered();
    const wall = await this.decoded(input.jpeg);
    const onPhoto = (x: number, y: number) =>
      x >= 0 && y >= 0 && x <= wall.width && y <= wall.height;
    if (!onPhoto(input.at.x, input.at.y)) {
      throw wallProblem(
        'outside',
        'The piece is outside the photo',
        'Stred obrazu musí byť na fotografii steny.',
      );
    }
    // A corner off the photo marks no sheet the photo shows: its plane would be made up.
    if (!input.sheet.corners.every(([x, y]) => onPhoto(x, y))) {
      throw wallProblem(
        'corneroutside',
        'A corner of the sheet is outside the photo',
        'Všetky štyri rohy papiera A4 musia byť na fotografii steny.',
      );
    }
    // Kept at most 2400 px long: corners and centre move to the kept photo's pixels.
    const k = wall.kept.width / wall.width;
    const sheet = input.sheet.corners.map(
      ([x, y]) => [x * k, y * k] as Point,
    ) as unknown as SheetCorners;
    const at = { x: input.at.x * k, y: input.at.y * k };
    const plane = this.planeOf(sheet);
    const view = await this.deps.previews
      .onOwnWall(caller, id, { wall: wall.kept.data, plane, at: [at.x, at.y] })
      .catch(refuseOutOfView);
    await this.deps.walls.save(
      id,
      { wall: wall.kept.data, width: wall.kept.width, height: wall.kept.height, sheet, at },
      this.deps.now(),
    );
    return view;
  }

  /**
   * Where the piece hangs on its kept wall (the kept photo's size, the sheet's corners and the
   * piece's centre in its pixels), or null when it has none: a client asks this before loading
   * the view, so a piece without a wall costs no failed image request.
   */
  async placement(caller: Caller, id: number): Promise<OwnWallPlacementAnswer | null> {
    await this.readablePiece(caller, id);
    const kept = await this.deps.walls.findPlacement(id);
    return kept
      ? { width: kept.width, height: kept.height, sheet: { corners: [...kept.sheet] }, at: kept.at }
      : null;
  }

  /** The view on the kept wall, for the piece as it is configured now. */
  async redraw(caller: Caller, id: number): Promise<RenderedOwnWall> {
    await this.readablePiece(caller, id);
    const kept = await this.deps.walls.find(id);
    if (!kept) throw notFound();
    return this.deps.previews
      .onOwnWall(caller, id, {
        wall: kept.wall,
        plane: this.planeOf(kept.sheet),
        at: [kept.at.x, kept.at.y],
      })
      .catch(refuseOutOfView);
  }

  private planeOf(sheet: SheetCorners) {
    const result = wallPlaneOf(sheet);
    if (!result.ok) throw wallProblem('sheet', 'Not the corners of a sheet', result.message);
    return result.plane;
  }

  private async readablePiece(caller: Caller, id: number) {
    const piece = await this.deps.entities.findCraftedProduct(
      id,
      readScope(craftedProductEntity, caller),
    );
    if (!piece) throw notFound();
    return piece;
  }

  /** The photo's bytes judged as an upload's are, its size read before anything is decoded. */
  private async decoded(jpeg: Buffer): Promise<DecodedWall> {
    if (jpeg.length > MAX_ORIGINAL_BYTES) throw photoRefusal.tooLarge();
    refuseUnreadableHeader(jpeg);
    return this.deps.images.decodeWall(jpeg).catch(refuseUndecodable);
  }
}

/** For a drawing's `.catch`: a piece beyond the wall's horizon is the customer's to move. */
const refuseOutOfView = (error: unknown): never => {
  if (error instanceof PieceOutOfView) {
    throw wallProblem('horizon', 'The piece reaches beyond the horizon', PIECE_OUT_OF_VIEW_TEXT);
  }
  throw error;
};

const round1 = (v: number): number => Math.round(v * 10) / 10;
