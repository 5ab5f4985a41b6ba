import type {
  OwnWallAt,
  OwnWallPlacementAnswer,
  ProposedSheet,
  SheetCorners,
} from '@fotoobraz/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** A wall photo travels like a photo: up to 30 MB, and the uplink may be slow. */
const WALL_TIMEOUT_MS = 180_000;

const wallForm = (wall: File, fields: Record<string, unknown> = {}): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, JSON.stringify(value));
  form.append('wall', wall);
  return form;
};

/** `POST /api/crafted-products/{id}/own-wall/sheet`: the sheet the server found on the photo. */
export const proposeSheet = async (craftedId: number, wall: File): Promise<ProposedSheet> =>
  (
    await api.post<ProposedSheet>(
      `api/crafted-products/${craftedId}/own-wall/sheet`,
      wallForm(wall),
      { timeoutMs: WALL_TIMEOUT_MS },
    )
  ).data;

/**
 * `POST /api/crafted-products/{id}/own-wall`: keeps the wall with its sheet and the piece's
 * centre (in the photo's upright pixels); the view is then loaded by its URL.
 */
export const placeOnOwnWall = async (
  craftedId: number,
  wall: File,
  corners: SheetCorners,
  at: OwnWallAt,
): Promise<void> => {
  await api.post(
    `api/crafted-products/${craftedId}/own-wall`,
    wallForm(wall, { sheet: { corners }, at }),
    { timeoutMs: WALL_TIMEOUT_MS },
  );
};

/** Where the piece hangs on its kept wall (in the kept photo's pixels), or null without one. */
export type OwnWallPlacement = OwnWallPlacementAnswer;

/**
 * `GET .../own-wall/placement`: whether the piece has a wall, asked before its view is loaded.
 * `placed` tells one answer from the next, so a new wall loads a new view.
 */
export const ownWallPlacementQuery = (craftedId: number) =>
  queryOptions({
    queryKey: ['configurator', 'own-wall', craftedId],
    queryFn: async ({ signal }) => {
      const placement = (
        await api.get<OwnWallPlacement | null>(
          `api/crafted-products/${craftedId}/own-wall/placement`,
          { signal },
        )
      ).data;
      return placement ? { ...placement, placed: Date.now() } : null;
    },
    staleTime: Infinity,
  });

/**
 * The piece on the customer's wall, redrawn for the piece as it is now: `version` changes with
 * every save of the piece and `placed` with every new wall (the spec's cacheBuster).
 */
export const ownWallImageUrl = (craftedId: number, version: number, placed = 0): string =>
  `/api/crafted-products/${craftedId}/own-wall?cacheBuster=${version}-${placed}`;
