/**
 * The GM's side of any test: plan it from the actor's own data, roll it, settle it with the pure
 * rules and post the `teamsTest` card speaking as the actor's token.
 */
import { postCard } from "../../../../foundry/cards";
import { reactionTestLines, type TestReactionId } from "../../rules/tests/reaction-test";
import { planTest, resolveTest, type TestChoice, type TestOutcome } from "../../rules/tests/test-roll";
import { TEAMS_TEST_CARD_VERSION, type TestCardData } from "../../schema/test-card";
import type { TeamsActorData } from "./actor-ratings";
import { rollTest } from "./roll-test";
import { TEST_CARD } from "./test-card";

export interface TestRequest {
  choice: TestChoice;
  advantage: number;
  difficulty: number | null;
  /** Resuscitate's card names the patient and says whether the test brought them back. */
  resuscitation?: { patientName: string; revives(outcome: TestOutcome): boolean };
  /** Fortify or Resist, already paid for by the GM's handler. */
  reaction?: TestReactionId | null;
  /** Guard's +1 on a defence test. */
  guarding?: boolean;
}

export interface PostedTest {
  messageId: string | null;
  outcome: TestOutcome;
}

/** The actor's token on the canvas (or its synthetic token), so the card speaks as what the table sees. */
function speakerOf(actor: Actor.Implementation): ChatMessage.SpeakerData {
  const token = actor.token ?? actor.getActiveTokens()[0]?.document ?? null;
  return token ? ChatMessage.getSpeaker({ token }) : ChatMessage.getSpeaker({ actor });
}

export async function postTest(actor: Actor.Implementation, data: TeamsActorData, request: TestRequest): Promise<PostedTest> {
  const guarding = request.guarding === true;
  const situational = reactionTestLines(guarding);
  const plan = planTest({ ratings: data, luckModifier: data.luck, choice: request.choice, advantage: request.advantage, difficulty: request.difficulty, situational });
  const rolled = await rollTest(plan);
  const outcome = resolveTest(plan, rolled);
  const record: TestCardData = {
    schemaVersion: TEAMS_TEST_CARD_VERSION,
    actorUuid: actor.uuid,
    tokenUuid: actor.token?.uuid ?? actor.getActiveTokens()[0]?.document?.uuid ?? null,
    actorName: actor.name,
    attribute: plan.choice.attribute,
    skill: plan.choice.skill,
    proficiency: plan.choice.proficiency,
    attributeDie: plan.attributeDie,
    skillDie: plan.skillDie,
    proficiencyBonus: plan.proficiency,
    luckModifier: plan.luckModifier,
    advantage: plan.advantage,
    difficulty: plan.difficulty,
    sets: rolled.sets,
    luckFace: rolled.luckFace,
    purpose: request.resuscitation ? "resuscitation" : "test",
    patientName: request.resuscitation?.patientName ?? "",
    revived: request.resuscitation?.revives(outcome) ?? false,
    reaction: request.reaction ?? null,
    guarding,
  };
  const message = await postCard(TEST_CARD, record, rolled.rolls, { speaker: speakerOf(actor) });
  return { messageId: message?.id ?? null, outcome };
}
