import { uploadOriginal, type OriginalProgress } from '../api/original-upload';
import { forgetOriginalFile, keepOriginalFile, keptOriginalFile } from './original-file-store';

/** Where an original stands in this tab: `lost` when a reload found its file no more. */
export interface OriginalUploadState {
  state: OriginalProgress['state'] | 'lost';
  sent: number;
  total: number;
  /** Why the server refused it (`error.photo.*`). */
  reason?: string;
}

type Listener = () => void;

/**
 * The longest an original waits for the first preview before it starts: the preview's own
 * requests go first (on a slow uplink they would share it; on a fast one the server's CPU), and
 * nothing needs the original before the order.
 */
export const ORIGINAL_DEFER_MS = 2500;

const gate = () => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
};

/**
 * The originals this tab sends behind their working copies, one upload per photo, outside React:
 * an upload goes on while the customer moves between steps. Components follow it through
 * `subscribe`/`get` (useSyncExternalStore); order placement waits for it with `settled`.
 */
export class OriginalUploads {
  private readonly states = new Map<number, OriginalUploadState>();
  private readonly running = new Map<number, Promise<OriginalUploadState>>();
  private readonly listeners = new Set<Listener>();
  private firstPreview = gate();

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get = (photoId: number | null | undefined): OriginalUploadState | undefined =>
    photoId == null ? undefined : this.states.get(photoId);

  /**
   * Sends `file` as the original of `photoId` once the first preview is shown (`proceed`) or
   * `deferMs` passed, keeping it for a reload until it is verified.
   */
  start(photoId: number, file: Blob, deferMs = ORIGINAL_DEFER_MS): Promise<OriginalUploadState> {
    void keepOriginalFile(photoId, file);
    const preview = (this.firstPreview = gate());
    setTimeout(preview.open, deferMs);
    this.set(photoId, { state: 'uploading', sent: 0, total: file.size });
    const upload = preview.opened.then(() => this.run(photoId, file));
    this.running.set(photoId, upload);
    return upload;
  }

  /** The first preview is shown: an original waiting for it starts now. */
  proceed = (): void => this.firstPreview.open();

  /** After a reload: goes on with the kept file, or says it is lost. */
  resume(photoId: number): Promise<OriginalUploadState> {
    const running = this.running.get(photoId);
    if (running) return running;
    const resumed = keptOriginalFile(photoId).then((file) => {
      if (file) return this.run(photoId, file);
      const lost: OriginalUploadState = { state: 'lost', sent: 0, total: 0 };
      this.set(photoId, lost);
      return lost;
    });
    this.running.set(photoId, resumed);
    return resumed;
  }

  /** The original's final state: at once when it is not on its way in this tab. */
  settled(photoId: number): Promise<OriginalUploadState | undefined> {
    return this.running.get(photoId) ?? Promise.resolve(this.states.get(photoId));
  }

  /**
   * Whether every one of these photos may be ordered, once their originals settle: an original
   * this tab does not send counts as arrived (the server has the final word).
   */
  async allVerified(photoIds: number[]): Promise<boolean> {
    const settled = await Promise.all(photoIds.map((id) => this.settled(id)));
    return settled.every((upload) => !upload || upload.state === 'verified');
  }

  private run(photoId: number, file: Blob): Promise<OriginalUploadState> {
    this.set(photoId, { state: 'uploading', sent: 0, total: file.size });
    return uploadOriginal({
      photoId,
      file,
      onProgress: (sent, total) => this.set(photoId, { state: 'uploading', sent, total }),
    }).then((progress) => {
      const final: OriginalUploadState = {
        state: progress.state,
        sent: progress.offset,
        total: progress.length,
        ...(progress.reason ? { reason: progress.reason } : {}),
      };
      void forgetOriginalFile(photoId);
      this.set(photoId, final);
      return final;
    });
  }

  private set(photoId: number, state: OriginalUploadState) {
    this.states.set(photoId, state);
    for (const listener of this.listeners) listener();
  }
}
