// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GameLanes as GameLanesState } from '../../data/laneHooks';
import { initEnglishForTests } from '../../i18n/englishForTests';
import { GameLanes } from './GameLanes';

const lanes: GameLanesState = {
  filled: true,
  lanes: [
    {
      id: 'lottery',
      position: 0,
      category: 'lottery',
      currency: 'VND',
      title: 'Lottery',
      gameClassify: [],
      gameCount: 3,
      cards: [
        {
          accountTypeName: 'V1',
          displayName: 'Raster',
          gameCode: 'R',
          imageUrl: '/cdn/DEMOVN/r.png',
        },
        {
          accountTypeName: 'V1',
          displayName: 'Vector',
          gameCode: 'S',
          imageUrl: '/cdn/DEMOVN/s.svg',
        },
        {
          accountTypeName: 'V1',
          displayName: 'Elsewhere',
          gameCode: 'E',
          imageUrl: 'https://games.vendor.example/e.png',
        },
      ],
    },
  ],
};

vi.mock('../../data/laneHooks', () => ({ useGameLanes: () => lanes }));

beforeAll(initEnglishForTests);

afterEach(cleanup);

describe('GameLanes', () => {
  it('gives a raster icon on the resizing host its 1×, 2× and 3× files; others keep their src', () => {
    const { container } = render(<GameLanes />);
    const images = [...container.querySelectorAll('.game-art img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      '/cdn/DEMOVN/r.png',
      '/cdn/DEMOVN/s.svg',
      'https://games.vendor.example/e.png',
    ]);
    const origin = window.location.origin;
    expect(images.map((image) => image.getAttribute('srcset'))).toEqual([
      `${origin}/cdn/DEMOVN/r.png?w=104 1x, ${origin}/cdn/DEMOVN/r.png?w=208 2x, ${origin}/cdn/DEMOVN/r.png?w=312 3x`,
      null,
      null,
    ]);
    for (const image of images) {
      expect(image.getAttribute('width')).toBe('104');
      expect(image.getAttribute('loading')).toBe('lazy');
    }
  });
});
