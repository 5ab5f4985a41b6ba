import {
  fillLegalText,
  LEGAL_PAGES,
  postalAddressOf,
  TERMS_PAGE,
  type LegalPageEdit,
  type LegalPagePlaceholder,
  type LegalPageSlug,
} from '@fotoobraz/domain';
import { notFound } from '../../../lib/problem.ts';
import type { CatalogueRepository } from '../../../repositories/catalogue.repository.ts';
import type {
  LegalPageRepository,
  LegalPageVersion,
} from '../repositories/legal-page.repository.ts';
import { readShopSettings } from '../../../services/shop-settings.ts';

/** A legal page as shown: its stored text (`body`) and the text with the shop's data (`text`). */
export interface LegalPage extends LegalPageVersion {
  text: string;
}

/** The legal pages: read by anyone, any version; edited by the owner as a new version. */
export class LegalPageService {
  constructor(
    private readonly pages: LegalPageRepository,
    private readonly catalogue: CatalogueRepository,
  ) {}

  /** The page's version `version`, or its newest; 404 when there is no such version. */
  async read(slug: LegalPageSlug, version?: number): Promise<LegalPage> {
    const page = await this.pages.find(slug, version);
    if (!page) throw notFound();
    return { ...page, text: fillLegalText(page.body, await this.shopValues()) };
  }

  /** The newest version of every page, without the texts (for the footer and the back-office). */
  async list(): Promise<Omit<LegalPageVersion, 'body'>[]> {
    const pages = await Promise.all(LEGAL_PAGES.map((slug) => this.pages.find(slug)));
    return pages
      .filter((p): p is LegalPageVersion => p !== undefined)
      .map(({ body: _body, ...page }) => page);
  }

  versions(slug: LegalPageSlug) {
    return this.pages.versions(slug);
  }

  /** Stores the owner's edit as the page's next version and returns it. */
  async edit(slug: LegalPageSlug, edit: LegalPageEdit, login: string): Promise<LegalPage> {
    const version = await this.pages.add({ slug, ...edit, createdBy: login });
    return this.read(slug, version);
  }

  /** The version of the terms and conditions in force now. */
  async currentTermsVersion(): Promise<number | undefined> {
    return (await this.pages.find(TERMS_PAGE))?.version;
  }

  /** Whether the terms and conditions have a version `version`. */
  async termsVersionExists(version: number): Promise<boolean> {
    return (await this.pages.find(TERMS_PAGE, version)) !== undefined;
  }

  private async shopValues(): Promise<Partial<Record<LegalPagePlaceholder, string>>> {
    const { supplier } = await readShopSettings(this.catalogue);
    return {
      SHOP_NAME: supplier.name,
      SHOP_ADDRESS: postalAddressOf(supplier),
      SHOP_ICO: supplier.ico,
      SHOP_DIC: supplier.dic,
      SHOP_EMAIL: supplier.email,
      SHOP_PHONE: supplier.phone,
      SHOP_REGISTER: supplier.register,
    };
  }
}
