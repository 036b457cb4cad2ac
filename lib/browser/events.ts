type Listener<T> = (value: T) => void;

export type Emitter<T> = {
  emit: (value: T) => void;
  /** Adds `listener`; the returned function removes it. */
  subscribe: (listener: Listener<T>) => () => void;
};

export type EmitterOptions = {
  /**
   * Keep the last value emitted while nobody listens and hand it to the next subscriber, for a
   * request made before the island that answers it has loaded.
   */
  keepUnheard?: boolean;
};

/** The one publish/subscribe shape the islands share (chat, cookie settings, toasts, consent). */
export function createEmitter<T = void>({ keepUnheard = false }: EmitterOptions = {}): Emitter<T> {
  const listeners = new Set<Listener<T>>();
  let unheard: { value: T } | null = null;

  return {
    emit(value) {
      if (listeners.size === 0) {
        if (keepUnheard) unheard = { value };
        return;
      }
      [...listeners].forEach((listener) => listener(value));
    },
    subscribe(listener) {
      listeners.add(listener);
      if (unheard) {
        const { value } = unheard;
        unheard = null;
        listener(value);
      }
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
