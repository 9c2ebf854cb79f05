/* lair-playback.c — a finished game kept whole, and played again
 *
 * A game is fixed by its seed, its players, its five adventures and every
 * choice made in it: the rooms and their outcomes come from the seed, and
 * the computer players' choices are kept like anybody's, so the game
 * plays again the same even after the computer players change.
 *
 * Packed form, version 1 (every number an unsigned LEB128 varint, the
 * signed ones zigzagged):
 *
 *   format (1) · players · computer seats at the start (bit mask) ·
 *   the five adventures, one nibble each, low nibble first, in 3 bytes ·
 *   best winning score before · deepest room before (zigzag, -1 for none) ·
 *   number of choices · the choices, two nibbles a byte, low first
 *
 * A choice below LAIR_MOVES_ESCAPE is its own nibble; the others are
 * LAIR_MOVES_ESCAPE followed by their distance from it. Which seats
 * choose at each decision is for the game to say as it plays.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "lair-game.h"
#include "lair-playback.h"

static void
put_varint (GByteArray *out,
            guint64     value)
{
  do
    {
      guint8 byte = value & 0x7f;

      value >>= 7;
      if (value != 0)
        byte |= 0x80;
      g_byte_array_append (out, &byte, 1);
    }
  while (value != 0);
}

static guint64
zigzag (gint64 value)
{
  return ((guint64) value << 1) ^ (guint64) (value >> 63);
}

static gint64
unzigzag (guint64 value)
{
  return (gint64) (value >> 1) ^ -(gint64) (value & 1);
}

static gboolean
get_varint (const guint8 **data,
            const guint8  *end,
            guint64       *out)
{
  guint64 value = 0;

  for (guint shift = 0; shift < 64; shift += 7)
    {
      guint8 byte;

      if (*data >= end)
        return FALSE;
      byte = *(*data)++;
      value |= (guint64) (byte & 0x7f) << shift;
      if (!(byte & 0x80))
        {
          /* one form per number: no empty high groups */
          if (byte == 0 && shift > 0)
            return FALSE;
          *out = value;
          return TRUE;
        }
    }
  return FALSE;
}

/**
 * lair_playback_pack:
 * @record: a finished game, its achievements decided
 *
 * Packs what it takes to play @record's game again, its seed aside.
 *
 * Returns: (transfer full) (nullable): the packed game, or %NULL for a
 *   game that is not finished or whose choices did not fit
 */
GBytes *
lair_playback_pack (const LairGameRecord *record)
{
  g_autoptr(GByteArray) out = NULL;
  guint8 adventures[3] = { 0 };
  guint8 head[2];

  g_return_val_if_fail (record != NULL, NULL);

  if (!record->finished || record->n_dungeons != LAIR_N_DUNGEONS ||
      record->n_players < 1 || record->n_players > LAIR_MAX_PLAYERS ||
      record->moves.overflow)
    return NULL;

  out = g_byte_array_sized_new (16 + (record->moves.n_nibbles + 1) / 2);
  head[0] = LAIR_PLAYBACK_FORMAT;
  head[1] = (guint8) record->n_players;
  g_byte_array_append (out, head, 2);
  put_varint (out, record->computers_at_start);
  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    adventures[d / 2] |= (guint8) ((record->dungeons[d].adventure & 0xf) << (4 * (d % 2)));
  g_byte_array_append (out, adventures, sizeof adventures);
  put_varint (out, zigzag (record->best_score_before));
  put_varint (out, zigzag (record->deepest_before));
  put_varint (out, record->moves.n_choices);
  g_byte_array_append (out, record->moves.nibbles, (record->moves.n_nibbles + 1) / 2);
  return g_byte_array_free_to_bytes (g_steal_pointer (&out));
}

/**
 * lair_playback_unpack:
 * @data: a packed game
 * @length: its size in bytes
 * @out: (out): what it holds; its choices point into @data
 *
 * Returns: %FALSE if @data is not a packed game of a known version
 */
gboolean
lair_playback_unpack (const guint8 *data,
                      gsize         length,
                      LairPlayback *out)
{
  const guint8 *end = data + length;
  guint64 computers, best, deepest, n_choices;

  memset (out, 0, sizeof *out);
  if (data == NULL || length < 5 || data[0] != LAIR_PLAYBACK_FORMAT ||
      data[1] < 1 || data[1] > LAIR_MAX_PLAYERS)
    return FALSE;
  out->n_players = data[1];
  data += 2;
  if (!get_varint (&data, end, &computers) || computers >> out->n_players != 0)
    return FALSE;
  out->computers_at_start = (guint32) computers;
  if (end - data < 3)
    return FALSE;
  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    {
      guint a = (data[d / 2] >> (4 * (d % 2))) & 0xf;

      if (a >= LAIR_N_ADVENTURES)
        return FALSE;
      for (guint e = 0; e < d; e++)
        if (out->adventures[e] == (LairAdventure) a)
          return FALSE;
      out->adventures[d] = a;
    }
  /* the sixth nibble is no adventure: one form per game */
  if (data[2] >> 4 != 0)
    return FALSE;
  data += 3;
  if (!get_varint (&data, end, &best) || !get_varint (&data, end, &deepest) ||
      !get_varint (&data, end, &n_choices))
    return FALSE;
  if (unzigzag (best) < -1 || unzigzag (best) > G_MAXINT ||
      unzigzag (deepest) < -1 || unzigzag (deepest) > G_MAXINT)
    return FALSE;
  out->best_score_before = (gint) unzigzag (best);
  out->deepest_before = (gint) unzigzag (deepest);
  if (n_choices > (guint64) LAIR_MOVES_MAX_BYTES * 2)
    return FALSE;
  out->n_choices = (guint) n_choices;
  out->nibbles = data;
  out->n_nibble_bytes = (gsize) (end - data);
  return out->n_nibble_bytes <= LAIR_MOVES_MAX_BYTES;
}

typedef struct {
  const LairPlayback *playback;
  gsize nibble;       /* the next one to read */
} Reader;

static gint
read_nibble (Reader *reader)
{
  gsize byte = reader->nibble / 2;
  guint value;

  if (byte >= reader->playback->n_nibble_bytes)
    return -1;
  value = (reader->playback->nibbles[byte] >> (4 * (reader->nibble % 2))) & 0xf;
  reader->nibble++;
  return (gint) value;
}

static LairChoice
read_choice (Reader *reader)
{
  gint nibble = read_nibble (reader);

  if (nibble < 0 || nibble > LAIR_MOVES_ESCAPE)
    return LAIR_CHOICE_NONE;
  if (nibble < LAIR_MOVES_ESCAPE)
    return (LairChoice) nibble;
  nibble = read_nibble (reader);
  if (nibble < 0 || LAIR_MOVES_ESCAPE + nibble >= LAIR_N_CHOICES)
    return LAIR_CHOICE_NONE;
  return (LairChoice) (LAIR_MOVES_ESCAPE + nibble);
}

typedef struct {
  LairGameRecord *record;
  LairEventFunc func;
  gpointer user_data;
} Listener;

static void
event_cb (const LairEvent *event,
          gpointer         user_data)
{
  Listener *listener = user_data;

  lair_record_event (event, listener->record);
  if (listener->func != NULL)
    listener->func (event, listener->user_data);
}

/**
 * lair_playback_play:
 * @data: a packed game
 * @length: its size in bytes
 * @seed: the game's seed
 * @computers: the computer seats at the end of the game (bit i for seat
 *   i), as the record counts them
 * @func: (nullable): hears every event of the game as it plays again
 * @user_data: for @func
 * @record: (out caller-allocates): the game's record, achievements
 *   decided against the history as it was when the game was recorded
 *
 * Plays the game again through the core, every seat's choices as they
 * were made.
 *
 * Returns: %FALSE if @data is damaged or does not play: a choice the
 *   game would not allow, choices missing or left over
 */
gboolean
lair_playback_play (const guint8   *data,
                    gsize           length,
                    guint64         seed,
                    guint32         computers,
                    LairEventFunc   func,
                    gpointer        user_data,
                    LairGameRecord *record)
{
  LairPlayback playback;
  LairGameConfig config;
  LairChoice choices[LAIR_MAX_PLAYERS];
  Listener listener = { record, func, user_data };
  Reader reader;
  LairGame *game;
  gboolean ok = TRUE;
  guint n_read = 0;

  lair_record_begin (record);
  if (!lair_playback_unpack (data, length, &playback))
    return FALSE;
  if (computers >> playback.n_players != 0)
    return FALSE;

  lair_game_config_init (&config, playback.n_players, seed);
  config.has_adventures = TRUE;
  memcpy (config.adventures, playback.adventures, sizeof config.adventures);
  config.computers = computers;

  reader.playback = &playback;
  reader.nibble = 0;

  game = lair_game_new (&config);
  lair_game_set_event_func (game, event_cb, &listener);
  lair_game_start (game);
  while (ok && lair_game_get_phase (game) != LAIR_PHASE_GAME_OVER)
    {
      if (lair_game_get_phase (game) == LAIR_PHASE_DUNGEON_OVER)
        {
          lair_game_next_dungeon (game);
          continue;
        }
      for (guint i = 0; i < playback.n_players; i++)
        {
          choices[i] = LAIR_CHOICE_NONE;
          if (!lair_game_seat_is_inside (game, i))
            continue;
          if (n_read == playback.n_choices)
            ok = FALSE;
          else
            {
              choices[i] = read_choice (&reader);
              n_read++;
            }
        }
      ok = ok && lair_game_decide (game, choices, NULL);
    }
  lair_game_free (game);

  /* nothing left over but the last byte's padding, which is 0 */
  ok = ok && n_read == playback.n_choices &&
       (reader.nibble + 1) / 2 == playback.n_nibble_bytes &&
       (reader.nibble % 2 == 0 || read_nibble (&reader) == 0);
  if (ok)
    {
      /* the record counts the computer seats as they were at the end */
      lair_record_award (record, playback.best_score_before, playback.deepest_before);
      record->computers_at_start = playback.computers_at_start;
    }
  return ok;
}

/**
 * lair_playback_same:
 * @a: a finished game's record
 * @b: another
 *
 * Returns: %TRUE if both have the same seats with the same chests, gold
 *   bars, winners and achievements
 */
gboolean
lair_playback_same (const LairGameRecord *a,
                    const LairGameRecord *b)
{
  if (a->n_players != b->n_players || a->n_dungeons != b->n_dungeons)
    return FALSE;
  for (guint i = 0; i < a->n_players; i++)
    {
      const LairSeatRecord *x = &a->seats[i];
      const LairSeatRecord *y = &b->seats[i];

      if (x->chest != y->chest || x->gold_bars != y->gold_bars ||
          x->winner != y->winner || x->achievements != y->achievements)
        return FALSE;
    }
  return TRUE;
}
