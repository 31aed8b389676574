import { writeFile } from 'node:fs/promises'

/** One measure as `npm run bench -- --json <file>` writes it, so that runs can be compared. */
export interface Measure {
  name: string
  value: number
  unit: string
  /** The budget, or null where the measure is only reported (a reference, a count). */
  budget: number | null
  /** How far the value is from its budget: value / budget, above 1 means over a maximum or above a minimum. */
  ratio: number | null
  /** Whether the value keeps its budget; null without a budget. */
  ok: boolean | null
}

const recorded: Measure[] = []

/**
 * Records one measure for the JSON file and returns it. `atMost` budgets (times, bytes) are kept when
 * value <= budget; `atLeast` budgets (ratios to a reference or an optimum) when value >= budget;
 * `exactly` budgets (two counts that must agree, both ways) when value === budget.
 */
export function measure(entry: {
  name: string
  value: number
  unit: string
  budget?: { atMost: number } | { atLeast: number } | { exactly: number }
}): Measure {
  const budget = entry.budget
  const limit = budget
    ? 'atMost' in budget
      ? budget.atMost
      : 'atLeast' in budget
        ? budget.atLeast
        : budget.exactly
    : null
  const ratio = limit === null || limit === 0 ? null : entry.value / limit
  let ok: boolean | null = null
  if (budget) {
    ok =
      Number.isFinite(entry.value) &&
      ('atMost' in budget
        ? entry.value <= budget.atMost
        : 'atLeast' in budget
          ? entry.value >= budget.atLeast
          : entry.value === budget.exactly)
  }
  const recordedMeasure = { name: entry.name, value: entry.value, unit: entry.unit, budget: limit, ratio, ok }
  recorded.push(recordedMeasure)
  return recordedMeasure
}

/**
 * Two counts that must agree both ways (shown successful against mined successfully): their ratio,
 * 1 when equal (both 0 included), Infinity for some over none, budgeted exactly 1.
 */
export function agreement(
  count: number,
  reference: number,
): { value: number; unit: 'x'; budget: { exactly: 1 } } {
  const value = count === reference ? 1 : reference === 0 ? Number.POSITIVE_INFINITY : count / reference
  return { value, unit: 'x', budget: { exactly: 1 } }
}

/** What has been measured so far in this run, in order. */
export function measures(): readonly Measure[] {
  return recorded
}

/** Writes every recorded measure as one JSON array. NaN and infinities become null (JSON has none). */
export async function writeMeasures(file: string): Promise<void> {
  const json = recorded.map((entry) => ({
    ...entry,
    value: Number.isFinite(entry.value) ? entry.value : null,
    ratio: entry.ratio !== null && Number.isFinite(entry.ratio) ? entry.ratio : null,
  }))
  await writeFile(file, `${JSON.stringify(json, null, 2)}\n`)
}

/**
 * The bench's arguments: an optional section name and `--json <file>`, in any order
 * (`npm run bench -- routing --json out.json`).
 */
export function parseBenchArguments(argv: readonly string[]): {
  only: string | undefined
  json: string | undefined
} {
  let only: string | undefined
  let json: string | undefined
  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i]
    if (argument === '--json') {
      json = argv[i + 1]
      if (!json || json.startsWith('--'))
        throw new Error('--json needs a file name: npm run bench -- --json results.json')
      i++
    } else if (argument?.startsWith('--json=')) {
      json = argument.slice('--json='.length)
    } else if (argument?.startsWith('--')) {
      throw new Error(`unknown bench option ${argument}`)
    } else if (only === undefined) {
      only = argument
    } else {
      throw new Error(`one section at a time: ${only} or ${argument}`)
    }
  }
  return { only, json }
}
