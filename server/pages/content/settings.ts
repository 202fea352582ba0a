// Per merchant: the time zone its days and weeks are counted in (missions, leaderboards, the
// feedback limit). Vietnam has no daylight saving; Brazil dropped it in 2019.
export interface PageSettings {
  timeZone: string;
  /** The languages the merchant writes its help, news and programme texts in. */
  contentLanguages: string[];
}

const SETTINGS: Record<string, PageSettings> = {
  DEMOVN: { timeZone: 'Asia/Ho_Chi_Minh', contentLanguages: ['VI', 'EN'] },
  DEMOBR: { timeZone: 'America/Sao_Paulo', contentLanguages: ['PT-BR', 'EN'] },
};

export function pageSettingsOf(merchantCode: string): PageSettings {
  return SETTINGS[merchantCode] ?? SETTINGS['DEMOVN']!;
}
