import { notesHtml } from './share-notes';

it('renders markdown: emphasis, lists and links', () => {
  const html = notesHtml('**Flaky crust**, _warm_.\n\n- pear\n- almond');
  expect(html).toContain('<strong>Flaky crust</strong>');
  expect(html).toContain('<em>warm</em>');
  expect(html).toContain('<li>pear</li>');
});

it('shows raw HTML as text, never as markup', () => {
  const html = notesHtml('<img src=x onerror=alert(1)> <script>alert(1)</script>');
  expect(html).not.toMatch(/<img|<script/);
  expect(html).toContain('&lt;script&gt;');
});

it('marks every link nofollow ugc noopener, opening apart', () => {
  const html = notesHtml('[the menu](https://example.com/menu) and https://example.org');
  expect(html).toContain(
    '<a href="https://example.com/menu" rel="nofollow ugc noopener" target="_blank">the menu</a>',
  );
  expect(html.match(/rel="nofollow ugc noopener"/g)).toHaveLength(2);
});

it('refuses script links', () => {
  expect(notesHtml('[x](javascript:alert(1))')).not.toContain('href="javascript:');
});

it('embeds no image, keeping its text', () => {
  const html = notesHtml('![a tracker](https://tracker.example/p.gif)');
  expect(html).not.toContain('<img');
  expect(html).toContain('a tracker');
});

it('keeps headings under the page’s own', () => {
  expect(notesHtml('# Verdict')).toBe('<h3>Verdict</h3>\n');
});
