import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { breakpoints } from './build-plugins/breakpoints.ts'
import { precompressBuild } from './build-plugins/precompress.ts'
import { prerenderRoutes } from './build-plugins/prerender.ts'
import { tokenListValidator } from './build-plugins/tokenListValidator.ts'

const SHIMMED = new Set(['address', 'bignumber', 'bytes', 'keccak256', 'solidity', 'strings'])

/**
 * The ethers v5 helpers @uniswap/sdk-core imports, served by viem instead (src/lib/ethers-shims/README.md):
 * sdk-core is in the first load of /swap. Only sdk-core's imports are redirected; the other SDKs load with
 * a quote and keep the real packages (their ABI coder needs all of them).
 */
function ethersShimsForSdkCore(): Plugin {
  return {
    name: 'exchange:ethers-shims-for-sdk-core',
    enforce: 'pre',
    resolveId(source, importer) {
      // The v3 SDK's pool addresses (asked for every pool of every quote by the router SDK's Trade):
      // viem's CREATE2, remembered, instead of ethers' ABI coder and js-sha3 each time.
      if (/(^|\/)computePoolAddress(\.js)?$/.test(source) && importer?.includes('/@uniswap/v3-sdk/'))
        return fileURLToPath(new URL('./src/lib/ethers-shims/computePoolAddress.ts', import.meta.url))
      // The v4 SDK (under the router SDK) takes isAddress from all of ethers v5's utilities.
      if (source === 'ethers/lib/utils' && importer?.includes('/@uniswap/v4-sdk/'))
        return fileURLToPath(new URL('./src/lib/ethers-shims/ethersUtils.ts', import.meta.url))
      // The ABI coder takes only `id` from @ethersproject/hash, whose loading decodes ENS tables.
      if (source === '@ethersproject/hash' && importer?.includes('/@ethersproject/abi/'))
        return fileURLToPath(new URL('./src/lib/ethers-shims/hash.ts', import.meta.url))
      const match = /^@ethersproject\/([a-z0-9-]+)$/.exec(source)
      if (!match?.[1] || !SHIMMED.has(match[1]) || !importer?.includes('/@uniswap/sdk-core/')) return null
      return fileURLToPath(new URL(`./src/lib/ethers-shims/${match[1]}.ts`, import.meta.url))
    },
  }
}

const VIEM_FOR_APPKIT = fileURLToPath(new URL('./src/lib/vendor/viemForAppKit.ts', import.meta.url))

/**
 * The WalletConnect modal loads viem with `await import('viem')`. The bundler treats that barrel as a
 * dynamic entry already present in the first load and so puts what it reaches there (about 10 KB gzip of
 * viem's public actions). The import is pointed at a module exporting only what the modal takes.
 */
function narrowAppKitViemImport(): Plugin {
  return {
    name: 'exchange:narrow-appkit-viem-import',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('/@reown/') || !code.includes("import('viem')")) return null
      return {
        code: code.replaceAll("import('viem')", `import(${JSON.stringify(VIEM_FOR_APPKIT)})`),
        map: null,
      }
    },
  }
}

export default defineConfig({
  plugins: [
    ethersShimsForSdkCore(),
    narrowAppKitViemImport(),
    tokenListValidator(),
    breakpoints(),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    prerenderRoutes(),
    precompressBuild(),
  ],
  server: { port: Number(process.env.WEB_PORT ?? 3000) },
  build: {
    target: 'es2022',
    // Built for error reports and debugging; the server does not publish them unless asked to.
    sourcemap: true,
    // Bundled token lists stay separate files fetched on demand, never inlined into the JavaScript.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every module the entry imports statically (rolldown's `$initial` tag) loads with the first
          // page anyway: in one chunk instead of about 90 small ones that the route chunks share. On a
          // mobile network each request waits a round trip (165 ms on "Fast 4G") and a browser opens 6
          // connections per host, so 90 requests cost about 15 round trips before the app can render
          // (issue 21's Web Vitals). The bytes are the same modules: the initial JavaScript does not grow.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
})
