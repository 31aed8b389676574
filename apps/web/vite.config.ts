import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** The ethers v5 helpers the Uniswap SDKs import, served by viem instead (src/lib/ethers-shims/README.md). */
const ETHERS_SHIMS = ['address', 'bignumber', 'bytes', 'keccak256', 'solidity', 'strings'].map((name) => ({
  find: new RegExp(`^@ethersproject/${name}$`),
  replacement: fileURLToPath(new URL(`./src/lib/ethers-shims/${name}.ts`, import.meta.url)),
}))

export default defineConfig({
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
  resolve: { alias: ETHERS_SHIMS },
  server: { port: Number(process.env.WEB_PORT ?? 3000) },
  build: { target: 'es2022', sourcemap: true },
})
