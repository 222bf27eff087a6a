import MarkdownIt from 'markdown-it';

/**
 * Notes as the app shows them (markdown), made safe for a public page: raw
 * HTML is shown as text, links open apart and carry no credit from the page
 * (`rel="nofollow ugc noopener"`), and images are not embedded (the page
 * loads nothing from elsewhere; the image's text stays).
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });
markdown.disable(['image']);
const linkOpen = markdown.renderer.rules.link_open;
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index]!;
  token.attrSet('rel', 'nofollow ugc noopener');
  token.attrSet('target', '_blank');
  return linkOpen
    ? linkOpen(tokens, index, options, env, self)
    : self.renderToken(tokens, index, options);
};
// Headings inside notes sit under the page's own: never above h3.
markdown.renderer.rules.heading_open = (tokens, index, options, _env, self) => {
  const token = tokens[index]!;
  token.tag = `h${Math.min(6, Math.max(3, Number(token.tag.slice(1)) + 2))}`;
  return self.renderToken(tokens, index, options);
};
markdown.renderer.rules.heading_close = (tokens, index, options, _env, self) => {
  const open = tokens
    .slice(0, index)
    .reverse()
    .find((token) => token.type === 'heading_open');
  tokens[index]!.tag = open?.tag ?? tokens[index]!.tag;
  return self.renderToken(tokens, index, options);
};

export function notesHtml(notes: string): string {
  return markdown.render(notes);
}
