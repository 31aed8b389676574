import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { PRODUCT_NAME } from './brand'

it("is the page's title too, so the tab and the interface say the same name", () => {
  const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8')
  expect(html).toContain(`<title>${PRODUCT_NAME}</title>`)
})

it('is what the catalogs put in place of the product name, never "Uniswap"', () => {
  const catalog = readFileSync(join(import.meta.dirname, '../locales/en-US/messages.po'), 'utf8')
  expect(catalog).toContain('msgid "{PRODUCT_NAME} available in: <0>{name}</0>"')
  expect(catalog).not.toMatch(/msgid "Uniswap available in/)
})
