/** "A", "A and B", "A, B and C" ("A, B y C"): the names a cluster or an edge marker stands for. */
export const joinNames = (members: readonly { name: string }[], and = 'and'): string =>
  members.length <= 2
    ? members.map((m) => m.name).join(` ${and} `)
    : `${members
        .slice(0, -1)
        .map((m) => m.name)
        .join(', ')} ${and} ${members[members.length - 1].name}`;
