/* session-test-util.h — driving sessions in tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-game-session.h"

G_BEGIN_DECLS

/* How long test_long_name() makes a name, in characters */
#define TEST_LONG_NAME_CHARS 10000

/* A name of exactly TEST_LONG_NAME_CHARS characters, of one, two, three
 * and four bytes, ending in no space (which joining would take off). */
char            *test_long_name          (void);

/* A session on the thread-default context with every delay at zero. */
LairGameSession *test_session_new        (void);

/* The choice a person in seat @index makes at @decision: mostly one of
 * the ways to stay, rotating through them, and now and then Leave. */
LairChoice       test_policy             (LairGameSession *session,
                                          guint            index);

/* Lets every human seat inside that has not chosen yet choose by
 * test_policy(). */
void             test_humans_choose      (LairGameSession *session);

/* One main-loop iteration after the humans chose; fails the test if the
 * game does not move within many of them. */
void             test_step               (LairGameSession *session);

/* Steps until the game is over. */
void             test_play_to_end        (LairGameSession *session);

/* Seats kinds: 'h' human, 'c' computer, '.' empty, one per seat. */
void             test_seat               (LairGameSession *session,
                                          const char      *kinds);

/* One row of choices, per player, as a decision resolved them. */
typedef struct {
  LairChoice c[LAIR_MAX_PLAYERS];
} TestRow;

/* Appends to @rows (of TestRow) the choices of every decision @session
 * resolves. */
void             test_collect_rows       (LairGameSession *session,
                                          GArray          *rows);

/* Plays @rows through a bare game of @config to its end, with @func
 * seeing its events; returns the game. */
LairGame        *test_replay_rows        (const LairGameConfig *config,
                                          GArray          *rows,
                                          LairEventFunc    func,
                                          gpointer         data);

/* Iterates @context until @done, with a generous limit. */
void             test_iterate_until      (GMainContext    *context,
                                          gboolean       (*done) (gpointer data),
                                          gpointer         data);

G_END_DECLS
