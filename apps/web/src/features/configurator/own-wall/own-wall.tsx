import type { Point, SheetCorners } from '@fotoobraz/domain';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { takeChosenFile } from '../../../lib/forms/chosen-file';
import { ownWallPlacementQuery, placeOnOwnWall, proposeSheet } from '../api/own-wall';
import { OwnWallDialog, type WallDraft } from './own-wall-dialog';
import { guideCorners } from './sheet-editor';
import { OwnWallView } from './own-wall-view';

/** The result's width on a large screen: whole in the window of a laptop. */
const OWN_WALL_VIEW_MAX_PX = 880;

/** A phone's camera opens from the file input; a desktop has none and shows its file choice. */
const hasCamera = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches === true;

/**
 * 'Na mojej stene': the customer photographs their wall with an A4 sheet taped to it, drags the
 * sheet's corners and the piece, and sees the piece there at its true size; the view is redrawn
 * whenever the piece changes (`version`).
 */
export const OwnWall = memo(
  ({
    craftedId,
    version,
    pieceCm,
  }: {
    craftedId: number;
    version: number;
    /** The piece's whole outer size (`finalWidth` × `finalHeight`). */
    pieceCm: { width: number; height: number };
  }) => {
    const { t } = useTranslation();
    const input = useRef<HTMLInputElement>(null);
    const [draft, setDraft] = useState<WallDraft | null>(null);
    const [editing, setEditing] = useState(false);
    const [busy, setBusy] = useState(false);
    const queries = useQueryClient();
    const [failed, setFailed] = useState(false);
    // Placed just now: the result comes into view where the dialog was (on a desktop it lay below).
    const [placedNow, setPlacedNow] = useState(false);

    const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
      const file = takeChosenFile(event);
      if (!file) return;
      setBusy(true);
      setFailed(false);
      try {
        const sheet = await proposeSheet(craftedId, file);
        const size = { width: sheet.width, height: sheet.height };
        setDraft({
          file,
          size,
          corners: (sheet.corners as SheetCorners | null) ?? guideCorners(size),
          found: sheet.corners !== null,
          at: null,
        });
        setEditing(true);
      } catch {
        setFailed(true);
      } finally {
        setBusy(false);
      }
    };

    const place = async (corners: SheetCorners, at: Point) => {
      if (!draft) return;
      setBusy(true);
      try {
        await placeOnOwnWall(craftedId, draft.file, corners, { x: at[0], y: at[1] });
        setDraft({ ...draft, corners, at, found: true });
        await queries.invalidateQueries({ queryKey: ownWallPlacementQuery(craftedId).queryKey });
        setEditing(false);
        setPlacedNow(true);
      } catch {
        setFailed(true);
      } finally {
        setBusy(false);
      }
    };

    return (
      <Box component="section" aria-labelledby="own-wall-heading" sx={{ mt: 3 }}>
        <Typography id="own-wall-heading" variant="h6" component="h2" gutterBottom>
          {t('configurator.ownWall.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('configurator.ownWall.intro')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Button
            variant="outlined"
            startIcon={<PhotoCameraIcon />}
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            {t(busy && !editing ? 'configurator.ownWall.looking' : 'configurator.ownWall.open')}
          </Button>
          {draft && !editing && (
            <Button variant="text" disabled={busy} onClick={() => setEditing(true)}>
              {t('configurator.ownWall.adjust')}
            </Button>
          )}
        </Box>
        <input
          ref={input}
          type="file"
          accept="image/jpeg"
          capture={hasCamera() ? 'environment' : undefined}
          hidden
          data-testid="own-wall-input"
          aria-label={t('configurator.ownWall.open')}
          onChange={(event) => void chosen(event)}
        />
        {failed && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {t('configurator.ownWall.failed')}
          </Alert>
        )}
        <OwnWallView
          craftedId={craftedId}
          version={version}
          maxWidth={OWN_WALL_VIEW_MAX_PX}
          reveal={placedNow}
          onRevealed={() => setPlacedNow(false)}
        />
        {draft && editing && (
          <OwnWallDialog
            draft={draft}
            pieceCm={pieceCm}
            busy={busy}
            onClose={() => setEditing(false)}
            onPlace={(corners, at) => void place(corners, at)}
          />
        )}
      </Box>
    );
  },
);
