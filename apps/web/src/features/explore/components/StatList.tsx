/** A page's key figures as a description list; each figure carries its raw value for tests and tools. */
export function StatList({
  stats,
}: {
  stats: readonly { id: string; label: string; text: string; value?: number }[]
}) {
  return (
    <dl className="explore-stats">
      {stats.map((stat) => (
        <div key={stat.id}>
          <dt>{stat.label}</dt>
          <dd data-testid={`stat-${stat.id}`} data-value={stat.value ?? ''}>
            {stat.text}
          </dd>
        </div>
      ))}
    </dl>
  )
}
