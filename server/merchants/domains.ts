// The merchants' mirror domains for the config call's domainList (docs/api.md). They do not
// resolve here: the line test must pick the one domain that answers, the server's own.

export const MERCHANT_DOMAINS: Readonly<Record<string, readonly string[]>> = {
  DEMOVN: ['m1.demoxoso.example', 'm2.demoxoso.example'],
  DEMOBR: ['m1.demosorte.example', 'm2.demosorte.example'],
};
