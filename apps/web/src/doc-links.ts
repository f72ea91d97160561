/** Where the repository's documents are read on the web. */
export const REPOSITORY = 'https://github.com/knights-tour/knights-tour/blob/main/';

const DOC = /((?:docs|examples)\/[\w./-]*\w)/;

/**
 * Fills `element` with `text`, each repository path in it (`docs/three-d.md`) a link to the
 * document, so that a path is something to follow, not text to copy.
 */
export function setTextWithLinks(element: HTMLElement, text: string): void {
  element.replaceChildren(...withLinks(text));
}

/** `text` as nodes, each repository path in it a link to the document. */
export function withLinks(text: string): Node[] {
  return text.split(DOC).map((part, i) => {
    if (i % 2 === 0) return document.createTextNode(part);
    const a = document.createElement('a');
    a.href = `${REPOSITORY}${part}`;
    a.textContent = part;
    return a;
  });
}
