/** Gatsby's build pools get every core: GATSBY_CPU_COUNT is the physical core count plus one unless already set. */
import { gatsbyPhysicalCores, giveBuildPoolsEveryCore } from "../src/gatsby/images/build-parallelism"

describe("giveBuildPoolsEveryCore", () => {
  it("sets GATSBY_CPU_COUNT to one more than the physical cores, the core Gatsby keeps for its main process", () => {
    const env: NodeJS.ProcessEnv = {}
    giveBuildPoolsEveryCore(env, () => 2)
    expect(env.GATSBY_CPU_COUNT).toBe("3")
  })

  it("keeps a value the person building has set", () => {
    const env: NodeJS.ProcessEnv = { GATSBY_CPU_COUNT: "logical_cores" }
    giveBuildPoolsEveryCore(env, () => 2)
    expect(env.GATSBY_CPU_COUNT).toBe("logical_cores")
  })

  it("leaves Gatsby's default, with a warning, when the cores cannot be counted", () => {
    const env: NodeJS.ProcessEnv = {}
    const warn = jest.fn()
    giveBuildPoolsEveryCore(
      env,
      () => {
        throw new Error("lscpu: not found")
      },
      { warn },
    )
    expect(env.GATSBY_CPU_COUNT).toBeUndefined()
    expect(warn).toHaveBeenCalledWith("build-parallelism: the cores could not be counted (lscpu: not found); Gatsby sizes its pools itself")
  })

  it("treats an empty value as unset", () => {
    const env: NodeJS.ProcessEnv = { GATSBY_CPU_COUNT: "" }
    giveBuildPoolsEveryCore(env, () => 4)
    expect(env.GATSBY_CPU_COUNT).toBe("5")
  })
})

describe("gatsbyPhysicalCores", () => {
  it("is Gatsby's own count of this machine's physical cores, at least one", () => {
    const cores = gatsbyPhysicalCores()
    expect(Number.isInteger(cores)).toBe(true)
    expect(cores).toBeGreaterThanOrEqual(1)
  })
})
