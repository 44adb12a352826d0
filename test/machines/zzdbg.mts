const { errorLogMachine } = await import('../../src/machines/errorLogMachine');
const g = await import('xstate/graph');
const { eventsFrom } = await import('../support/graph');
const events = eventsFrom([{ type: 'errorLog.add', message: 'x', info: '', url: '', stack: '' }]);
const serializeState = (s: any) => JSON.stringify([s.value, s.context.entries.length > 0]);
const adj = g.getAdjacencyMap(errorLogMachine, { events, serializeState, limit: 50 } as never);
console.log(Object.keys(adj));
const p = g.getShortestPaths(errorLogMachine, { events, serializeState, limit: 50 } as never);
console.log(p.length);
