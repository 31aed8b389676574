import { act, type ChangeEvent, createElement, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EARLY_CLICKS_GLOBAL, EARLY_CLICKS_SCRIPT, EARLY_INPUTS_GLOBAL } from '../../../server/earlyClicks.ts'
import {
  clickToReplay,
  holdClicksUntil,
  replayClick,
  restoreTypedValues,
  takeEarlyClicks,
  takeEarlyInputs,
} from './earlyClicks'

/** The page as the server sends it: the inline script has run, then the markup is clicked. */
function serverPage(markup: string): HTMLElement {
  // The page's own inline script, run as the browser runs it (at the top level, on the page's globals).
  new Function(EARLY_CLICKS_SCRIPT)()
  const root = document.createElement('div')
  root.id = 'root'
  root.innerHTML = markup
  document.body.append(root)
  return root
}
const click = (element: Element | null) => (element as HTMLElement).click()

describe('clicks before the page is live', () => {
  beforeEach(() => {
    document.body.innerHTML = ''
  })
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[EARLY_CLICKS_GLOBAL]
    delete (globalThis as Record<string, unknown>)[EARLY_INPUTS_GLOBAL]
  })

  it("the page's script records them until the app takes them, under the name the app reads", () => {
    const root = serverPage('<button id="select"><span>Select a token</span></button><p id="text">x</p>')
    click(root.querySelector('#select span'))
    click(root.querySelector('#text'))
    const taken = takeEarlyClicks()
    expect(taken.map((element) => element.tagName)).toEqual(['SPAN', 'P'])
    // Taking them stops the recording: from then on React hears the clicks.
    click(root.querySelector('#select'))
    expect(takeEarlyClicks()).toEqual(taken)
  })

  it('takes nothing from a page without the script, or with something else under the name', () => {
    expect(takeEarlyClicks()).toEqual([])
    expect(takeEarlyClicks({ [EARLY_CLICKS_GLOBAL]: () => 'clicks' })).toEqual([])
    expect(takeEarlyClicks({ [EARLY_CLICKS_GLOBAL]: () => [1, null, {}] })).toEqual([])
  })

  it('replays the last click on an enabled button in the page, and nothing else', () => {
    const root = serverPage(
      '<button id="a">A</button><button id="b"><b>B</b></button><div role="button" id="c">C</div>' +
        '<button id="off" disabled>off</button><div role="button" aria-disabled="true" id="aria">x</div>' +
        '<a href="/pool" id="link"><span>Pool</span></a><p id="text">text</p>',
    )
    const at = (selector: string) => root.querySelector(selector) as Element
    // A click on nothing in particular after a button leaves the button's click.
    expect(clickToReplay([at('#a'), at('#b b'), at('#text')], root)).toBe(at('#b b'))
    expect(clickToReplay([at('#c')], root)).toBe(at('#c'))
    // A link has navigated by itself: nothing is replayed after it.
    expect(clickToReplay([at('#a'), at('#link span')], root)).toBeUndefined()
    expect(clickToReplay([at('#off')], root)).toBeUndefined()
    expect(clickToReplay([at('#aria')], root)).toBeUndefined()
    expect(clickToReplay([at('#text')], root)).toBeUndefined()
    expect(clickToReplay([], root)).toBeUndefined()
    // Markup React threw away (a mismatch) or outside the app is not clicked.
    const gone = at('#a')
    gone.remove()
    expect(clickToReplay([gone], root)).toBeUndefined()
    const outside = document.createElement('button')
    document.body.append(outside)
    expect(clickToReplay([outside], root)).toBeUndefined()
  })

  it('replays a click that bubbles to the handlers above its target', () => {
    const root = serverPage('<button id="b"><span>B</span></button>')
    const heard: Element[] = []
    root.addEventListener('click', (event) => heard.push(event.target as Element))
    replayClick(root.querySelector('#b span') as Element)
    expect(heard.map((element) => element.tagName)).toEqual(['SPAN'])
  })

  it('holds clicks on buttons from hydrateRoot until the page has hydrated, and lets the rest through', async () => {
    const root = serverPage(
      '<button id="select"><span>Select</span></button><a href="#x" id="link">Pool</a><input id="field">' +
        '<p id="text">text</p>',
    )
    const outside = document.createElement('button')
    document.body.append(outside)
    // React's listener: on the root container, after the window's capture phase.
    const heard: string[] = []
    root.addEventListener('click', (event) => heard.push((event.target as Element).id || 'span'))
    outside.addEventListener('click', () => heard.push('outside'))
    let markHydrated = () => {}
    const hydrated = new Promise<void>((resolve) => {
      markHydrated = resolve
    })
    const held = holdClicksUntil(root, hydrated, 60_000)
    click(root.querySelector('#select span'))
    click(root.querySelector('#link'))
    click(root.querySelector('#field'))
    click(root.querySelector('#text'))
    click(outside)
    click(root.querySelector('#select'))
    expect(heard).toEqual(['link', 'field', 'text', 'outside'])
    markHydrated()
    expect((await held).map((element) => element.id || 'span')).toEqual(['span', 'select'])
    // Hydrated: React hears every click again.
    click(root.querySelector('#select'))
    expect(heard.at(-1)).toBe('select')
  })

  it('gives the clicks back to a page that has not hydrated in time', async () => {
    vi.useFakeTimers()
    try {
      const root = serverPage('<button id="b">B</button>')
      const heard: Element[] = []
      root.addEventListener('click', (event) => heard.push(event.target as Element))
      const held = holdClicksUntil(root, new Promise<void>(() => {}), 5_000)
      click(root.querySelector('#b'))
      await vi.advanceTimersByTimeAsync(4_999)
      click(root.querySelector('#b'))
      expect(heard).toEqual([])
      await vi.advanceTimersByTimeAsync(1)
      expect(await held).toHaveLength(2)
      click(root.querySelector('#b'))
      expect(heard).toHaveLength(1)
    } finally {
      vi.useRealTimers()
    }
  })

  /** Types `value` into `field` as a browser does: the value changes, then an `input` event. */
  const type = (field: Element | null, value: string) => {
    ;(field as HTMLInputElement).value = value
    field?.dispatchEvent(new Event('input', { bubbles: true }))
  }

  it("the page's script records what is typed until the app takes it, under the name the app reads", () => {
    const root = serverPage('<input id="amount"><textarea id="note"></textarea>')
    type(root.querySelector('#amount'), '1')
    type(root.querySelector('#amount'), '1.5')
    type(root.querySelector('#note'), 'hi')
    const taken = takeEarlyInputs()
    expect(taken.map(([field, value]) => [field.id, value])).toEqual([
      ['amount', '1'],
      ['amount', '1.5'],
      ['note', 'hi'],
    ])
    type(root.querySelector('#amount'), '2')
    expect(takeEarlyInputs()).toHaveLength(3)
    expect(takeEarlyInputs({})).toEqual([])
    expect(takeEarlyInputs({ [EARLY_INPUTS_GLOBAL]: () => [[1, 'x'], ['a'], null] })).toEqual([])
  })

  it('types again the last value of each field typed, as an input event', () => {
    const root = serverPage(
      '<input id="amount"><input id="off" disabled><input id="ro" readonly>' +
        '<input id="box" type="checkbox"><textarea id="note"></textarea>',
    )
    const at = (selector: string) => root.querySelector(selector) as HTMLInputElement
    for (const id of ['amount', 'off', 'ro', 'note']) type(at(`#${id}`), `${id}!`)
    type(at('#amount'), '1.5')
    const typed = takeEarlyInputs()
    const outside = document.createElement('input')
    document.body.append(outside)
    // React adopts the page: the fields it owns go back to its state, ''.
    for (const id of ['amount', 'off', 'ro', 'note']) at(`#${id}`).value = ''
    const heard: string[] = []
    root.addEventListener('input', (event) => heard.push((event.target as HTMLInputElement).id))
    restoreTypedValues([...typed, [outside, 'x'], [at('#box'), 'on']], root)
    expect(at('#amount').value).toBe('1.5')
    expect(at('#note').value).toBe('note!')
    // In the order last typed: the amount was typed again after the note.
    expect(heard).toEqual(['note', 'amount'])
    expect([at('#off').value, at('#ro').value, outside.value]).toEqual(['', '', ''])
  })

  it("gives React's state the text typed before React adopted the field, which the field still shows", async () => {
    const scope = globalThis as Record<string, unknown>
    const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT
    scope.IS_REACT_ACT_ENVIRONMENT = true
    const held: string[] = []
    function Amount() {
      const [value, setValue] = useState('')
      held.push(value)
      return createElement('input', {
        id: 'amount',
        value,
        onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value),
      })
    }
    const root = serverPage(renderToString(createElement(Amount)))
    const field = root.querySelector('#amount') as HTMLInputElement
    type(field, '1')
    type(field, '1.5')
    const app = await act(async () => hydrateRoot(root, createElement(Amount)))
    try {
      // Adopted: the text is still in the field, React's state is empty, and an input event alone is not
      // heard as a change (React saw the text when it adopted the field).
      expect([field.value, held.at(-1)]).toEqual(['1.5', ''])
      await act(async () => {
        field.dispatchEvent(new Event('input', { bubbles: true }))
      })
      expect(held.at(-1)).toBe('')
      await act(async () => {
        restoreTypedValues(takeEarlyInputs(), root)
      })
      expect([field.value, held.at(-1)]).toEqual(['1.5', '1.5'])
    } finally {
      await act(async () => app.unmount())
      scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment
    }
  })
})
