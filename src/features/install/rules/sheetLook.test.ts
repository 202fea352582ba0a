import { describe, expect, it } from 'vitest';
import { cssImage, sheetLook } from './sheetLook';

const BASE = 'https://demo.example/m/home';
const on = (value: string | number | null) => ({ enabled: true, value });

describe('the app-install sheet look (spec §3 switches, §9 defaults)', () => {
  it('defaults to the light bottom sheet with no text of its own', () => {
    expect(sheetLook({}, BASE)).toEqual({
      form: 'bottom',
      theme: 'light',
      description: null,
      background: null,
    });
  });

  it('reads the fullscreen form, the dark theme, the text and the background', () => {
    expect(
      sheetLook(
        {
          download_condition_switch: on('fullscreen'),
          theme: on('dark'),
          app_desc: on('  Get the app  '),
          app_background: on('/cdn/bg.png'),
        },
        BASE,
      ),
    ).toEqual({
      form: 'fullscreen',
      theme: 'dark',
      description: 'Get the app',
      background: 'url("https://demo.example/cdn/bg.png")',
    });
  });

  it('keeps the background for the fullscreen form and drops switched-off values', () => {
    const look = sheetLook(
      {
        app_background: on('/cdn/bg.png'),
        theme: { enabled: false, value: 'dark' },
        app_desc: on('   '),
      },
      BASE,
    );
    expect(look).toMatchObject({ background: null, theme: 'light', description: null });
  });

  it('never turns a non-http address into CSS', () => {
    expect(cssImage('javascript:alert(1)', BASE)).toBeNull();
    expect(cssImage('data:image/png;base64,AAAA', BASE)).toBeNull();
    expect(cssImage('https://x.example/a")b.png', BASE)).toBe(
      'url("https://x.example/a%22)b.png")',
    );
  });
});
