import type { ExampleHelloGreeting } from '@retail/contracts/api/system/example-hello';
import { http } from '../http.ts';
import { resourceKeys } from '../query-keys.ts';

/** The example plugin's one call (`/api/exampleHello/greeting`), answered 404 while the plugin is off. */
export const exampleHelloApi = {
  greeting: (signal?: AbortSignal) =>
    http.get<ExampleHelloGreeting>('/api/exampleHello/greeting', { signal }),
};

export const exampleHelloKeys = resourceKeys('exampleHello');
