// Gives a demo merchant raster banners, as if its operator had uploaded them, so the width and
// format variants of /cdn can be seen in the demo (docs/server.md "Image variants"):
//   npx tsx scripts/demo-uploads.ts [MERCHANT] [DATA_DIR]
// MERCHANT defaults to DEMOVN, DATA_DIR to $DATA_DIR or server/.data (the server's own default).
// Every m_home banner gets a `banner-<n>.png`; delete `<DATA_DIR>/uploads/` to go back to SVG.
import { resolve } from 'node:path';
import { writeDemoBanners } from '../server/images/rasterBanner.ts';
import { findMerchant } from '../server/merchants/index.ts';

const [code = 'DEMOVN', folder] = process.argv.slice(2);
const merchant = findMerchant(code);
if (!merchant) {
  console.error(`No demo merchant ${code}`);
  process.exit(1);
}
const dataDir = resolve(folder ?? process.env['DATA_DIR'] ?? 'server/.data');
const images = merchant.banners
  .filter((banner) => banner.groupName === 'm_home')
  .map((banner) => banner.image);
const written = await writeDemoBanners(dataDir, merchant.merchantCode, merchant.brand, images);
console.log(written.join('\n'));
