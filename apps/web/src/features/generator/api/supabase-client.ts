/**
 * The Supabase client, loaded on the first generation only (supabase-js is the largest
 * dependency of the page). Seed §6: created with the public anonymous key.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { supabaseAnonKey, supabaseUrl } from '../../../config/env.ts';

let client: SupabaseClient | undefined;

export async function invokeGenerateAbstract(
  body: object,
): Promise<{ data: unknown; error: unknown }> {
  return invokeFunction('generate-abstract', body);
}

/** Any of our functions by name: generate-abstract, check-abstract. */
export async function invokeFunction(
  name: string,
  body: object,
): Promise<{ data: unknown; error: unknown }> {
  client ??= createClient(supabaseUrl(), supabaseAnonKey());
  const { data, error } = await client.functions.invoke(name, { body });
  return { data: data as unknown, error: error as unknown };
}
