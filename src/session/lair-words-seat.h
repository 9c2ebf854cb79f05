/* lair-words-seat.h — a seat at the table, in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-session-enums.h"

G_BEGIN_DECLS

/**
 * LairSeatStanding:
 * @winner: the seat won the game
 * @outcome: how the seat came out of the dungeon, if it has
 * @outcome_gems: what it left with or lost
 * @outcome_bars: the gold bars it left with
 * @outcome_bar_value: what they are worth
 * @outcome_coins: the Sphinx's coins it left with
 * @inside: whether it is in the dungeon
 * @leaving: whether it is shown walking out
 * @told: whether the board tells a story the seat watches
 * @shown_choice: its choice, turned over for all, or %LAIR_CHOICE_NONE
 * @selection: where the seat itself is in choosing
 * @kind: who plays it
 * @remote: whether a phone holds it
 *
 * What a seat's state is put into words from.
 */
typedef struct
{
  gboolean            winner;
  LairSeatOutcome     outcome;
  gint                outcome_gems;
  gint                outcome_bars;
  gint                outcome_bar_value;
  gint                outcome_coins;
  gboolean            inside;
  gboolean            leaving;
  gboolean            told;
  LairChoice          shown_choice;
  LairSelectionState  selection;
  LairSeatKind        kind;
  gboolean            remote;
} LairSeatStanding;

void        lair_words_seat_state        (const LairSeatStanding *standing,
                                          char                  **shown,
                                          char                  **spoken,
                                          const char            **style);
char       *lair_words_hand              (gint                    hand);
char       *lair_words_bars              (gint                    bars);
char       *lair_words_seat_summary      (const char             *name,
                                          const char             *state,
                                          gint                    hand,
                                          gint                    chest,
                                          gint                    bars);
const char *lair_words_level             (LairAiKind              level);
char       *lair_words_seat_identity     (LairSeatKind            kind,
                                          LairAiKind              level,
                                          const char             *personality);
const char *lair_words_size              (gint                    shares);
char       *lair_words_size_tooltip      (gint                    shares);
char       *lair_words_bars_short        (gint                    bars,
                                          gint                    value);
char       *lair_words_hand_name         (const char             *name,
                                          gint                    hand);
char       *lair_words_chest_name        (const char             *name,
                                          gint                    chest);
char       *lair_words_bars_name         (const char             *name,
                                          gint                    bars,
                                          gint                    value);
char       *lair_words_queens            (gint                    queens);
char       *lair_words_changelings       (gint                    changelings);
char       *lair_words_obligation        (gint                    obligation);
char       *lair_words_obligation_owed   (gint                    obligation);
char       *lair_words_expected_value    (double                  value);
char       *lair_words_expected_short    (double                  value,
                                          gboolean                compact);
void        lair_words_choose_button     (LairSeatKind            kind,
                                          gboolean                selected,
                                          const char             *name,
                                          const char            **label,
                                          char                  **accessible);

G_END_DECLS
