import { isCatalogue, type EntityDef } from '@fotoobraz/domain';
import { LRUCache } from 'lru-cache';
import { isAdmin, type Caller } from '../lib/caller.ts';
import { paginationLink } from '../lib/pagination.ts';
import { Representation } from '../lib/representation.ts';
import type { CatalogueVersionRepository } from '../repositories/catalogue-version.repository.ts';
import type { EntityService } from './entity.service.ts';
import type { QueryParams } from './list-query.ts';

/** A page of a catalogue list as it is sent: the rows' JSON, and its paging headers. */
export interface CataloguePage {
  representation: Representation;
  total: number;
  /** The `Link` header (first, prev, next, last). */
  link: string;
}

interface CachedPage extends CataloguePage {
  version: number;
}

/**
 * JSON held per instance. A page of 20 frames with their textures is about 65 KB, and its
 * compressed forms add less than a third.
 */
const CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Catalogue lists, answered from a per-instance cache while the catalogue version in the database
 * is the one they were read at. Every request reads that version (one primary-key read), and
 * every catalogue write raises it in its own transaction, so a change made on any instance shows
 * on all of them from the next request on. Pages are kept per access class (admins see disabled
 * rows, everyone else the same rows: `isCatalogue`) and per request URL, least used dropped first.
 */
export class CatalogueLists {
  private readonly pages = new LRUCache<string, CachedPage>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (page) => page.representation.body.length + 1,
  });

  constructor(
    private readonly versions: CatalogueVersionRepository,
    private readonly entities: EntityService,
  ) {}

  /**
   * The page of `entity` that `url` asks for, as `caller` may see it. The version is read before
   * the rows: a write committed in between makes the page newer than its version says, never
   * older, so the next request reads it again.
   */
  async list(
    entity: EntityDef,
    caller: Caller,
    url: string,
    params: QueryParams,
  ): Promise<CataloguePage> {
    if (!isCatalogue(entity)) throw new Error(`${entity.name} is not the catalogue`);
    const version = await this.versions.current();
    const key = `${isAdmin(caller) ? 'admin' : 'everyone'} ${url}`;
    const cached = this.pages.get(key);
    if (cached?.version === version) return cached;
    const { rows, total, page, size } = await this.entities.list(entity, caller, params);
    const fresh = {
      version,
      representation: Representation.ofJson(rows),
      total,
      link: paginationLink(url, page, size, total),
    };
    // Of two requests reading at once, the one that read the later version stays.
    if (!cached || cached.version < version) this.pages.set(key, fresh);
    return fresh;
  }
}
