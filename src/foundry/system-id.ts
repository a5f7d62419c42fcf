/** Fray's package id: the namespace of its settings, flags and socket. */
export const SYSTEM_ID = "fray";
