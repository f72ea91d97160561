/** An element of the page by its id (the page's HTML is fixed: every id used is in index.html). */
export const byId = <T extends HTMLElement = HTMLElement>(id: string) =>
  document.getElementById(id) as T;
