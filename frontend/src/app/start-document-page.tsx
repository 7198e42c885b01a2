import { DOCUMENT_PAGES, type DocumentPath } from './document-pages';
import type { PageStart } from './page-frame';

/** A document page (document-pages.ts), hydrated when #root holds its prerendered HTML. */
export async function startDocumentPage(root: HTMLElement, path: DocumentPath): Promise<PageStart> {
  const Page = await DOCUMENT_PAGES[path]();
  return { content: <Page />, hydrate: root.dataset.prerendered === path };
}
