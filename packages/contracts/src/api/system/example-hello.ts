import { z } from 'zod';

/** The example plugin's one route (`GET /api/exampleHello/greeting`): the tenant's configured greeting. */
export const exampleHelloGreetingOutput = z.object({
  greeting: z.string(),
  /** whether an API key is configured; the key itself is never answered */
  apiKeySet: z.boolean(),
});

export type ExampleHelloGreeting = z.output<typeof exampleHelloGreetingOutput>;
