import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { precompressDir } from '../server/precompress.ts'

/** After `vite build` has written the bundle: the .br and .gz files the server sends (server/precompress.ts). */
export function precompressBuild(): Plugin {
  let outDir = 'dist'
  // The server build of the pre-render (build-plugins/prerender.ts) is not served.
  let ssr = false
  return {
    name: 'exchange:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      ssr = !!config.build.ssr
    },
    async closeBundle() {
      if (ssr) return
      const started = Date.now()
      const { files, bytes, brotliBytes, gzipBytes } = await precompressDir(outDir)
      const kb = (value: number) => `${(value / 1024).toFixed(0)} KB`
      this.info(
        `precompressed ${files} files in ${((Date.now() - started) / 1000).toFixed(1)} s: ${kb(bytes)} → ${kb(brotliBytes)} brotli, ${kb(gzipBytes)} gzip`,
      )
    },
  }
}
