import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
  server: { port: Number(process.env.WEB_PORT ?? 3000) },
  build: { target: 'es2022', sourcemap: true },
})
