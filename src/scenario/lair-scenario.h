/* lair-scenario.h — scenario files: a game fixed for replay
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-game.h"

G_BEGIN_DECLS

#define LAIR_SCENARIO_FORMAT 1

#define LAIR_SCENARIO_ERROR (lair_scenario_error_quark ())
GQuark lair_scenario_error_quark (void);

typedef struct {
  guint players;
  guint64 seed;
  guint32 computers;
  LairAiLevel levels[LAIR_MAX_PLAYERS];   /* of the computer seats; normal by default */
  gboolean has_adventures;
  LairAdventure adventures[LAIR_N_DUNGEONS];
  gboolean scripted[LAIR_N_DUNGEONS];
  LairDungeonScript scripts[LAIR_N_DUNGEONS];
  GArray *moves[LAIR_N_DUNGEONS];   /* of LairChoice, `players` a row; NULL without moves */
} LairScenario;

LairScenario *lair_scenario_parse       (const char         *data,
                                         gssize              length,
                                         GError            **error);
void          lair_scenario_free        (LairScenario       *scenario);
void          lair_scenario_to_config   (const LairScenario *scenario,
                                         LairGameConfig     *config);
gboolean      lair_scenario_replay      (const LairScenario *scenario,
                                         gint                best_score_before,
                                         gint                deepest_before,
                                         GString            *out,
                                         GError            **error);
gboolean      lair_scenario_advise      (const LairScenario *scenario,
                                         guint               seat,
                                         GString            *out,
                                         GError            **error);
char         *lair_room_token           (const LairRoom     *room,
                                         guint               n_players);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (LairScenario, lair_scenario_free)

G_END_DECLS
