export interface PageScript {
  src: string;
  raw: number;
  gzip: number;
}
export function initialScripts(publicDir: string, pagePath: string): PageScript[];
export function initialScriptGzip(publicDir: string, pagePath: string): number;
export function pageDataGzip(publicDir: string, pagePath: string): number;
export function chunkGroupScripts(publicDir: string, chunkName: string): PageScript[];
export function chunkGroupGzip(publicDir: string, chunkName: string): number;
