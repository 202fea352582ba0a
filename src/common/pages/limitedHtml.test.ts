import { describe, expect, it } from 'vitest';
import { isAllowedHref, limitedHtmlProblems } from './limitedHtml';

describe('limited HTML', () => {
  it('passes paragraphs, lists, emphasis, headings and safe links', () => {
    expect(
      limitedHtmlProblems(
        '<h3>Nạp tiền</h3><p>Xem <a href="/m/voucherCenter">Nạp tiền</a> hoặc <a href="https://help.example/x">trợ giúp</a>.<br></p><ul><li><strong>a</strong> <em>b</em></li></ul><ol><li>c</li></ol>',
      ),
    ).toEqual([]);
  });

  it('names what is not allowed', () => {
    expect(limitedHtmlProblems('<script>alert(1)</script>')).toEqual([
      'tag <script>',
      'tag <script>',
    ]);
    expect(limitedHtmlProblems('<p onclick="x()">a</p>')).toEqual(['<p> has onclick']);
    expect(limitedHtmlProblems('<a href="javascript:alert(1)">a</a>')).toEqual([
      'link javascript:alert(1)',
    ]);
    expect(limitedHtmlProblems('<a href="http://plain.example">a</a>')).toEqual([
      'link http://plain.example',
    ]);
    expect(limitedHtmlProblems('<p style=color:red>a</p>')).toEqual(['<p> has "style=color:red"']);
    expect(limitedHtmlProblems('<!-- hidden --><p>a</p>')).toEqual([
      'comment or processing instruction',
    ]);
    expect(limitedHtmlProblems('<img src=x onerror=alert(1)>')).toEqual(['tag <img>']);
  });

  it('allows links inside the storefront and to https pages only', () => {
    expect(isAllowedHref('/m/help?topic=deposit')).toBe(true);
    expect(isAllowedHref('/m')).toBe(true);
    expect(isAllowedHref('/mall')).toBe(false);
    expect(isAllowedHref('//evil.example')).toBe(false);
    expect(isAllowedHref('https://')).toBe(false);
  });
});
