// `ws` ships no types and @types/ws is not installed; supabase-js only needs a WebSocket constructor.
declare module 'ws' {
  import type { WebSocketLikeConstructor } from '@supabase/realtime-js';

  const WebSocket: WebSocketLikeConstructor;
  export default WebSocket;
}
