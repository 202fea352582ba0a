// Where the development identity provider answers (server/idp/routes.ts). The status names the
// one-tap script, so the paths live apart from the routes.
export const DEV_IDP_PREFIX = '/dev-idp';
export const AUTHORIZE_PATH = `${DEV_IDP_PREFIX}/authorize`;
export const GSI_SCRIPT_PATH = `${DEV_IDP_PREFIX}/gsi/client`;
export const IDENTITIES_PATH = `${DEV_IDP_PREFIX}/identities`;
